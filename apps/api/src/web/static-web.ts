import { existsSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { FAMILY_DEFINITIONS, FAMILY_IDS } from '@portal/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppConfig } from '../config/app-config';

/** Image folders under apps/api/assets/img, served at `/<dir>/img/`: each family's `imageDir` (shared ones once). */
export const IMAGE_DIRS: readonly string[] = [...new Set(FAMILY_DEFINITIONS.map((d) => d.imageDir))];

const HASHED = /[.-][0-9a-f]{8,}\.(js|css|woff2?|png|jpe?g|svg|gif|webp)$/i;

/** remoteEntry.js and index.html must be re-checked on every load; content-hashed chunks never change. */
function cacheHeaders(res: FastifyReply, file: string): void {
  const name = basename(file);
  if (name === 'remoteEntry.js' || name.endsWith('.html') || name === 'mf-manifest.json')
    res.header('Cache-Control', 'no-cache');
  else if (HASHED.test(name)) res.header('Cache-Control', 'public, max-age=31536000, immutable');
  else res.header('Cache-Control', 'public, max-age=3600');
}

/**
 * Client-side routes (/home, /testai-kodas, ...) get the shell: a GET or HEAD of a path outside /api and
 * /remotes without a file extension is read as `/` (Fastify's `rewriteUrl`, before routing), once the shell is
 * built. Everything else keeps its URL.
 */
export function shellRouteRewriter(config: AppConfig): (req: IncomingMessage) => string {
  const indexHtml = join(config.webRoot, 'shell', 'index.html');
  return (req) => {
    const url = req.url ?? '/';
    if (req.method !== 'GET' && req.method !== 'HEAD') return url;
    const path = url.split('?', 1)[0];
    if (path === '/' || path === '/metrics' || path.startsWith('/api') || path.startsWith('/remotes/'))
      return url;
    if (/\.[a-z0-9]+$/i.test(path) || !existsSync(indexHtml)) return url;
    return '/';
  };
}

/** Question images, the built remotes and the shell, beside the API (@fastify/static). */
export async function serveWeb(fastify: FastifyInstance, config: AppConfig): Promise<void> {
  for (const dir of IMAGE_DIRS) {
    // Staff's uploaded and imported images first (UPLOADS_DIR), then the ones shipped with the code, same address.
    await fastify.register(fastifyStatic, {
      root: [join(config.uploadsDir, dir), join(config.assetsDir, 'img', dir)],
      prefix: `/${dir}/img/`,
      maxAge: '7d',
      index: false,
      decorateReply: false,
    });
  }
  // Served whether or not the folder exists yet: a remote deployed after the API started is found without a restart.
  for (const family of [...FAMILY_IDS, 'staff']) {
    await fastify.register(fastifyStatic, {
      root: join(config.webRoot, family),
      prefix: `/remotes/${family}/`,
      index: false,
      decorateReply: false,
      cacheControl: false,
      setHeaders: cacheHeaders,
    });
  }
  await fastify.register(fastifyStatic, {
    root: join(config.webRoot, 'shell'),
    prefix: '/',
    index: 'index.html',
    decorateReply: false,
    cacheControl: false,
    setHeaders: cacheHeaders,
  });
}
