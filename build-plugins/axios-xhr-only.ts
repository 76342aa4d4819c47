import type { Plugin } from 'vite';

const STUB = '\0axios-fetch-adapter-stub';

/**
 * axios's helpers the app never reaches. The form helpers turn an object into FormData and FormData into JSON: the
 * app never asks axios for either, as src/api/body.ts serializes every body itself (so a signature covers the bytes
 * sent) and hands axios a string or the caller's own FormData, and src/api/http-client.ts serializes the query. A
 * production bundle gets stand-ins that name the reason if a request ever reached them. `axios.HttpStatusCode`, a
 * table of status names axios itself never reads, is left empty: the app compares statuses by number.
 */
const LEFT_OUT_HELPERS: Readonly<Record<string, string>> = {
  'toFormData.js':
    'export const DEFAULT_FORM_DATA_MAX_DEPTH = 100;\n' +
    'export default function toFormData() { throw new Error("axios form serialization is not in this build: src/api/body.ts serializes bodies"); }\n',
  'formDataToJSON.js':
    'export default function formDataToJSON() { throw new Error("axios form serialization is not in this build: src/api/body.ts serializes bodies"); }\n',
  'HttpStatusCode.js': 'export default Object.freeze({});\n',
};

const HELPERS_DIR = '/node_modules/axios/lib/helpers/';

/**
 * axios ships three adapters and, with its default `['xhr', 'http', 'fetch']`, uses the first the environment
 * has: XMLHttpRequest, in every browser the app supports (`http` is already left out of browser builds by axios's
 * own package map). Its fetch adapter is bundled all the same, for a request it never makes. A production bundle
 * gets a stand-in that says fetch is not supported here, as axios's adapter does where `fetch` is missing, so
 * axios would name the reason if XMLHttpRequest were ever gone. Only the import from axios's adapter table is
 * replaced; any other importer of a `./fetch.js` resolves as usual. The helpers it never reaches (LEFT_OUT_HELPERS)
 * are left out the same way.
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
    load(id) {
      if (id === STUB) return 'export const getFetch = () => false;\n';
      const file = id.replaceAll('\\', '/');
      const at = file.lastIndexOf(HELPERS_DIR);
      return at >= 0 && at + HELPERS_DIR.length === file.lastIndexOf('/') + 1 ? LEFT_OUT_HELPERS[file.slice(at + HELPERS_DIR.length)] : undefined;
    },
  };
}
