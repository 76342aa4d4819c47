import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/**
 * react-router 7's package exports name only its development build (dev warnings included), for every bundler and
 * mode: remix-run/react-router#12532 and #14102. Its production build sits beside it in the package; a production
 * bundle takes that one instead, which is smaller and runs without the development checks.
 */
export function productionRouter(): Plugin {
  const root = dirname(require.resolve('react-router/package.json'));
  const entries: Record<string, string> = {
    'react-router': join(root, 'dist/production/index.mjs'),
    'react-router/dom': join(root, 'dist/production/dom-export.mjs'),
  };
  return {
    name: 'production-router',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => entries[source],
  };
}
