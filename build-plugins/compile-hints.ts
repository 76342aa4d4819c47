import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chromium 136 and later): a file that starts with this comment has all its functions
 * compiled eagerly, on a background thread while it downloads, instead of each on the main thread the first time it
 * is called. A first visit calls most of what it loads at once (React's first render, the store, the stream), and
 * compiled lazily that work lands in the start-up's long tasks. Other engines read it as a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Libraries a visit loads for a few of their functions, if any: compiling all of them ahead would cost memory and
 * background time for code that never runs. node-forge backs up WebCrypto where a browser lacks it.
 */
const PARTLY_USED = /[\\/]node_modules[\\/]node-forge[\\/]/;

interface ChunkCode {
  readonly moduleIds: readonly string[];
  code: string;
  map?: { mappings: string } | null;
}

interface MapFile {
  source: string | Uint8Array;
}

/** Puts the hint on a chunk's first line, unless the chunk holds a library used in part; answers whether it did. */
export function addCompileHint(chunk: ChunkCode): boolean {
  if (chunk.moduleIds.some((id) => PARTLY_USED.test(id))) return false;
  chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
  // One line more at the top: every mapping moves down one line.
  if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
  return true;
}

/**
 * The `.map` file the bundler has already emitted beside a hinted chunk (with `build.sourcemap` on) is text made from
 * the chunk's map before the hint: it moves down one line too, or every position a debugger shows is a line off.
 */
export function shiftMapFile(file: MapFile): void {
  const text = typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
  const map = JSON.parse(text) as { mappings: string };
  map.mappings = `;${map.mappings}`;
  file.source = JSON.stringify(map);
}

/**
 * Adds the hint as the bundle is finished: after minification, which drops comments, and after Vite puts the list of
 * a chunk's preloads at its top, since the hint must come first.
 */
export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !addCompileHint(output)) continue;
          const mapFile = bundle[`${output.fileName}.map`];
          if (mapFile?.type === 'asset') shiftMapFile(mapFile);
        }
      },
    },
  };
}
