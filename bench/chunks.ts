import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface Chunk {
  readonly file: string;
  readonly bytes: number;
  readonly gzipBytes: number;
}

/** Every JavaScript chunk of the production build, largest first. */
export function listChunks(distDir = 'dist'): Chunk[] {
  const assets = join(distDir, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      const body = readFileSync(join(assets, file));
      return { file: `/assets/${file}`, bytes: body.length, gzipBytes: gzipSync(body).length };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}
