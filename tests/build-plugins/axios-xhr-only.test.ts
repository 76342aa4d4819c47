/** @jest-environment node */
import { readFileSync } from 'node:fs';
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
