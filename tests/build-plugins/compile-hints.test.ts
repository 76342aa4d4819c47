/** @jest-environment node */
import { COMPILE_HINT, addCompileHint, compileHints } from '../../build-plugins/compile-hints';

const chunk = (moduleIds: string[], code = 'const a=1;\nexport{a};', map: { mappings: string } | null = null) => ({ moduleIds, code, map });

test('puts the hint on the first line of a chunk of app code or of libraries that run as they load', () => {
  const app = chunk(['/repo/src/main.tsx', '/repo/node_modules/react-dom/cjs/react-dom-client.production.js']);
  addCompileHint(app);
  expect(app.code).toBe(`${COMPILE_HINT}\nconst a=1;\nexport{a};`);
  expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad');
});

test('leaves a chunk holding node-forge as it is: a visit uses few of its functions, if any', () => {
  for (const id of ['/repo/node_modules/node-forge/lib/rsa.js', 'C:\\repo\\node_modules\\node-forge\\lib\\pki.js']) {
    const forge = chunk(['/repo/src/crypto/forge.ts', id]);
    addCompileHint(forge);
    expect(forge.code).toBe('const a=1;\nexport{a};');
  }
});

test('moves the source map down by the line it adds', () => {
  const mapped = chunk(['/repo/src/a.ts'], 'x', { mappings: 'AAAA;AACA' });
  addCompileHint(mapped);
  expect(mapped.map?.mappings).toBe(';AAAA;AACA');
});

test('the plugin hints every chunk of the bundle after the others have run (Vite puts its preload list at the top before)', () => {
  const plugin = compileHints();
  expect(plugin.apply).toBe('build');
  expect(plugin.enforce).toBe('post');
  const hook = plugin.generateBundle as { order: string; handler: (options: unknown, bundle: Record<string, unknown>) => void };
  expect(hook.order).toBe('post');
  const asset = { type: 'asset', source: 'body{}' };
  const bundle = { 'a.js': { type: 'chunk', ...chunk(['/repo/src/a.ts'], 'const __vite__mapDeps=[];') }, 'a.css': asset };
  hook.handler({}, bundle);
  expect((bundle['a.js'] as { code: string }).code.split('\n')[0]).toBe(COMPILE_HINT);
  expect(asset).toEqual({ type: 'asset', source: 'body{}' });
});
