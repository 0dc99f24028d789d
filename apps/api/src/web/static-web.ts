import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { FAMILY_DEFINITIONS, FAMILY_IDS } from '@portal/contracts';
import type { NextFunction, Request, Response } from 'express';
import type { AppConfig } from '../config/app-config';

/** Image folders under apps/api/assets/img, served at `/<dir>/img/`: each family's `imageDir` (shared ones once). */
export const IMAGE_DIRS: readonly string[] = [...new Set(FAMILY_DEFINITIONS.map((d) => d.imageDir))];

const HASHED = /[.-][0-9a-f]{8,}\.(js|css|woff2?|png|jpe?g|svg|gif|webp)$/i;

/** remoteEntry.js and index.html must be re-checked on every load; content-hashed chunks never change. */
function cacheHeaders(res: Response, file: string): void {
  const name = basename(file);
  if (name === 'remoteEntry.js' || name.endsWith('.html') || name === 'mf-manifest.json')
    res.setHeader('Cache-Control', 'no-cache');
  else if (HASHED.test(name)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  else res.setHeader('Cache-Control', 'public, max-age=3600');
}

/** Question images, the built remotes and the shell (with SPA fallback), beside the API. */
export function serveWeb(app: NestExpressApplication, config: AppConfig): void {
  for (const dir of IMAGE_DIRS) {
    // Staff's uploaded and imported images first (UPLOADS_DIR), then the ones shipped with the code, same address.
    app.useStaticAssets(join(config.uploadsDir, dir), { prefix: `/${dir}/img/`, maxAge: '7d', index: false });
    app.useStaticAssets(join(config.assetsDir, 'img', dir), {
      prefix: `/${dir}/img/`,
      maxAge: '7d',
      index: false,
    });
  }
  // Served whether or not the folder exists yet: a remote deployed after the API started is found without a restart.
  for (const family of [...FAMILY_IDS, 'staff']) {
    const folder = join(config.webRoot, family);
    app.useStaticAssets(folder, { prefix: `/remotes/${family}/`, index: false, setHeaders: cacheHeaders });
  }
  const shell = join(config.webRoot, 'shell');
  app.useStaticAssets(shell, { index: 'index.html', setHeaders: cacheHeaders });
  const indexHtml = join(shell, 'index.html');
  // Client-side routes (/home, /testai-kodas, ...) get the shell; /api, /remotes and file-like paths do not.
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      req.path.startsWith('/api') ||
      req.path.startsWith('/remotes/')
    )
      return next();
    if (/\.[a-z0-9]+$/i.test(req.path) || !existsSync(indexHtml)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
}
