/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { axiosXhrOnly } from '../../build-plugins/axios-xhr-only';

type Hook = (source: string, importer?: string) => string | undefined;

const plugin = axiosXhrOnly();
const resolveId = plugin.resolveId as unknown as Hook;
const load = plugin.load as unknown as (id: string) => string | undefined;
const adapterTable = path.join(process.cwd(), 'node_modules/axios/lib/adapters/adapters.js');

test("replaces the fetch adapter axios's adapter table imports, wherever the project sits", () => {
  for (const importer of [adapterTable, 'C:\\repo\\node_modules\\axios\\lib\\adapters\\adapters.js']) {
    const id = resolveId('./fetch.js', importer);
    expect(id).toEqual(expect.any(String));
    expect(load(id as string)).toBe('export const getFetch = () => false;\n');
  }
});

test('resolves every other import as usual: another module of axios, or a fetch.js of anyone else', () => {
  expect(resolveId('./xhr.js', adapterTable)).toBeUndefined();
  expect(resolveId('./fetch.js', '/repo/src/api/adapters.js')).toBeUndefined();
  expect(resolveId('./fetch.js', '/repo/node_modules/other/lib/adapters/adapters.js')).toBeUndefined();
  expect(resolveId('./fetch.js')).toBeUndefined();
  expect(load('/repo/node_modules/axios/lib/adapters/fetch.js')).toBeUndefined();
});

test('applies to production builds only, before other resolvers', () => {
  expect(plugin.apply).toBe('build');
  expect(plugin.enforce).toBe('pre');
});

test("the stand-in still has what axios's adapter table reads from the module it replaces", () => {
  // If axios reshapes its adapter table, this fails before a build ships a stand-in of the wrong shape.
  const table = readFileSync(adapterTable, 'utf8');
  expect(table).toMatch(/import \* as fetchAdapter from '\.\/fetch\.js';/);
  expect(table.match(/fetchAdapter\.\w+/g)).toEqual(['fetchAdapter.getFetch']);
  // A `get` answering false is "not supported by the environment", and XMLHttpRequest comes first anyway.
  expect(table).toMatch(/adapter = adapter\.get\(config\)/);
  expect(readFileSync(path.join(process.cwd(), 'node_modules/axios/lib/defaults/index.js'), 'utf8')).toMatch(/adapter: \['xhr', 'http', 'fetch'\]/);
});

const helpers = path.join(process.cwd(), 'node_modules/axios/lib/helpers');

test("replaces axios's form helpers with stand-ins that name why they are missing, wherever the project sits", () => {
  for (const dir of [`${helpers}/`, 'C:\\repo\\node_modules\\axios\\lib\\helpers\\']) {
    for (const name of ['toFormData.js', 'formDataToJSON.js']) {
      expect(load(dir + name)).toMatch(/export default function \w+\(\) \{ throw new Error\("axios form serialization is not in this build/);
    }
  }
});

test('loads every other module as usual: another helper of axios, a helper of a deeper folder, or a toFormData.js of anyone else', () => {
  expect(load(path.join(helpers, 'buildURL.js'))).toBeUndefined();
  expect(load(path.join(helpers, 'nested/toFormData.js'))).toBeUndefined();
  expect(load('/repo/node_modules/other/lib/helpers/toFormData.js')).toBeUndefined();
  expect(load('/repo/src/api/toFormData.js')).toBeUndefined();
});

test("the form stand-ins have what axios's modules import from them, and the app never hands axios a form to build", () => {
  const stand = load(path.join(helpers, 'toFormData.js'))!;
  expect(stand).toMatch(/^export const DEFAULT_FORM_DATA_MAX_DEPTH = \d+;$/m);
  const imports = ['axios.js', 'defaults/index.js', 'helpers/toURLEncodedForm.js', 'helpers/AxiosURLSearchParams.js', 'helpers/formDataToJSON.js'].flatMap(
    (file) => readFileSync(path.join(process.cwd(), 'node_modules/axios/lib', file), 'utf8').match(/^import .* from '[./]*(?:helpers\/)?(?:toFormData|formDataToJSON)\.js';$/gm) ?? [],
  );
  // Each importer takes the default export, and formDataToJSON the depth constant: nothing else the stand-ins lack.
  expect(imports.map((line) => line.replace(/ from .*/, ''))).toEqual([
    'import formDataToJSON',
    'import toFormData',
    'import toFormData',
    'import formDataToJSON',
    'import toFormData',
    'import toFormData',
    'import { DEFAULT_FORM_DATA_MAX_DEPTH }',
  ]);
  // The query goes through the app's own serializer (AxiosURLSearchParams would call toFormData), and bodies are
  // serialized before axios sees them.
  expect(readFileSync(path.join(process.cwd(), 'src/api/http-client.ts'), 'utf8')).toMatch(/paramsSerializer: \{ serialize: \(params\) => encodeForm\(params\) \}/);
});

test('leaves axios.HttpStatusCode empty, a table axios never reads and the app does not use', () => {
  expect(load(`${helpers}/HttpStatusCode.js`)).toBe('export default Object.freeze({});\n');
  const lib = path.join(process.cwd(), 'node_modules/axios/lib');
  const users = (readdirSync(lib, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.js') && !file.endsWith('HttpStatusCode.js'))
    .filter((file) => readFileSync(path.join(lib, file), 'utf8').includes('HttpStatusCode'));
  // Only the default instance hands it on, as a property nothing in axios reads.
  expect(users).toEqual(['axios.js']);
  expect(readFileSync(path.join(lib, 'axios.js'), 'utf8').match(/.*HttpStatusCode.*/g)).toEqual([
    "import HttpStatusCode from './helpers/HttpStatusCode.js';",
    'axios.HttpStatusCode = HttpStatusCode;',
  ]);
});
