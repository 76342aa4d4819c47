import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { minifySync } from '@swc/core';
import type { Plugin } from 'vite';

/** A classic script, minified (comments dropped, names shortened); a script that does not parse fails the build. */
export function minifyScript(name: string, source: string): string {
  try {
    return minifySync(source, { compress: true, mangle: true, module: false }).code;
  } catch (error) {
    throw new Error(`${name} does not minify: ${String(error)}`, { cause: error });
  }
}

/**
 * Minifies, in the build's output, the classic scripts the HTML loads from the public folder (`theme-boot.js`). They
 * run before the first paint on every page and are copied as they are written, comments included: the bundler only
 * minifies modules. Done when the bundle is written, before the service worker's precache list and the compressed
 * copies are made from the files.
 */
export function minifyHeadScripts(files: readonly string[]): Plugin {
  let outDir = 'dist';
  return {
    name: 'minify-head-scripts',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      sequential: true,
      async handler() {
        await Promise.all(
          files.map(async (name) => {
            const path = join(outDir, name);
            await writeFile(path, minifyScript(name, await readFile(path, 'utf8')));
          }),
        );
      },
    },
  };
}
