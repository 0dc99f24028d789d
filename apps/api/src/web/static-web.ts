import { closeSync, existsSync, mkdirSync, openSync, readSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { basename, join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { FAMILY_DEFINITIONS, FAMILY_IDS } from '@portal/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { IMAGE_CONTENT_TYPES, imageType } from '../banks/image-store';
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

/** Nothing an image address serves may run: no script, no styles, no frames, its own opaque origin. */
export const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** The first bytes of a file (enough for imageType), read synchronously: @fastify/static's setHeaders is sync. */
function headOf(path: string): Buffer {
  const fd = openSync(path, 'r');
  try {
    const head = Buffer.alloc(16);
    return head.subarray(0, readSync(fd, head, 0, head.length, 0));
  } finally {
    closeSync(fd);
  }
}

/**
 * Question images are served from the portal's own origin, where the sessions live, so nothing there may be taken
 * for a page or a script. Staff's uploads (UPLOADS_DIR) go out with the type their bytes show (whatever the name
 * says); one that is no PNG, JPEG, GIF or WebP (an upload kept from before names followed the bytes) is a download.
 * The images shipped with the code (some SVG) keep their types. All of them: nosniff and a sandboxing policy.
 */
function imageHeaders(uploads: string): (res: FastifyReply, file: string) => void {
  return (res, file) => {
    res.header('X-Content-Type-Options', 'nosniff');
    res.header('Content-Security-Policy', IMAGE_CSP);
    if (!file.startsWith(uploads + sep)) return;
    const type = imageType(headOf(file));
    if (type) {
      res.header('Content-Type', IMAGE_CONTENT_TYPES[type]);
      res.header('Content-Disposition', 'inline');
    } else {
      res.header('Content-Type', 'application/octet-stream');
      res.header('Content-Disposition', 'attachment');
    }
  };
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
    const uploads = resolve(config.uploadsDir, dir);
    // Made now, not at the first upload: @fastify/static warns at start about a root that does not exist.
    mkdirSync(uploads, { recursive: true });
    await fastify.register(fastifyStatic, {
      root: [uploads, resolve(config.assetsDir, 'img', dir)],
      prefix: `/${dir}/img/`,
      maxAge: '7d',
      index: false,
      decorateReply: false,
      setHeaders: imageHeaders(uploads),
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
