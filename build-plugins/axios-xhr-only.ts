import type { Plugin } from 'vite';

const STUB = '\0axios-fetch-adapter-stub';

/**
 * axios ships three adapters and, with its default `['xhr', 'http', 'fetch']`, uses the first the environment
 * has: XMLHttpRequest, in every browser the app supports (`http` is already left out of browser builds by axios's
 * own package map). Its fetch adapter is bundled all the same, for a request it never makes. A production bundle
 * gets a stand-in that says fetch is not supported here, as axios's adapter does where `fetch` is missing, so
 * axios would name the reason if XMLHttpRequest were ever gone. Only the import from axios's adapter table is
 * replaced; any other importer of a `./fetch.js` resolves as usual.
 */
export function axiosXhrOnly(): Plugin {
  return {
    name: 'axios-xhr-only',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== './fetch.js' || importer === undefined) return undefined;
      return importer.replaceAll('\\', '/').endsWith('/node_modules/axios/lib/adapters/adapters.js') ? STUB : undefined;
    },
    load: (id) => (id === STUB ? 'export const getFetch = () => false;\n' : undefined),
  };
}
