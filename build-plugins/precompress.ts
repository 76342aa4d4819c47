import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What the gateway serves as text: the only files compression pays for (images and fonts are compressed already). */
export const TEXT_EXTENSIONS: ReadonlySet<string> = new Set([
  '.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml', '.webmanifest', '.map',
]);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Writes `file.br` (brotli, best quality) and `file.gz` (gzip, level 9) beside every text file of `dir`, each only
 * when it is smaller than the file: the gateway then sends whichever the browser accepts, with no work per request.
 * Returns how many copies were written.
 */
export async function precompressDir(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((file) => TEXT_EXTENSIONS.has(extname(file).toLowerCase()));
  const written = await Promise.all(
    files.map(async (file) => {
      const body = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      let count = 0;
      for (const [copy, suffix] of [[br, '.br'], [gz, '.gz']] as const) {
        if (copy.length >= body.length) continue;
        await writeFile(`${file}${suffix}`, copy);
        count++;
      }
      return count;
    }),
  );
  return written.reduce((sum, count) => sum + count, 0);
}

/** Brotli and gzip copies of every text file of the build, made once it is written (after other plugins' files). */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await precompressDir(outDir);
      },
    },
  };
}
