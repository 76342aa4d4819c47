import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import path from 'node:path';

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE = 'no-cache';

// Source maps give away the original source; the production build makes none, and a map left in the folder by
// another build is still not served.
const SOURCE_MAP = /\.map$/i;

/**
 * Serves the built app. Vite fingerprints everything under assets/; the HTML shells and root files are not. The build
 * writes brotli and gzip copies of every text file beside it (build-plugins/precompress.ts): each response is the
 * copy the browser accepts, brotli first, or the file itself, with `Vary: Accept-Encoding`. An asset this build does
 * not have is looked for in `archiveDir`, the assets of earlier builds (server/asset-archive.ts).
 */
export function registerStaticFiles(app: FastifyInstance, staticDir: string, archiveDir?: string): void {
  const root = path.resolve(staticDir);
  const roots = archiveDir === undefined ? [root] : [root, path.resolve(archiveDir)];
  const assets = roots.map((dir) => path.join(dir, 'assets') + path.sep);
  app.register(fastifyStatic, {
    root: roots,
    index: false,
    wildcard: true,
    dotfiles: 'ignore',
    preCompressed: true,
    allowedPath: (pathName: string) => !SOURCE_MAP.test(pathName),
    cacheControl: false,
    setHeaders: (reply: FastifyReply, filePath: string) => {
      reply.header('cache-control', assets.some((dir) => filePath.startsWith(dir)) ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
    },
  });
  // With `index: false` the static route refuses directories, the root included; the root is the app.
  app.get('/', (_request, reply) => reply.sendFile('index.html'));
}
