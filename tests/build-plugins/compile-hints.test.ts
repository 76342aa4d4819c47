/** @jest-environment node */
import { COMPILE_HINT, addCompileHint, compileHints, shiftMapFile } from '../../build-plugins/compile-hints';

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
    expect(addCompileHint(forge)).toBe(false);
    expect(forge.code).toBe('const a=1;\nexport{a};');
  }
});

test('moves the source map down by the line it adds', () => {
  const mapped = chunk(['/repo/src/a.ts'], 'x', { mappings: 'AAAA;AACA' });
  expect(addCompileHint(mapped)).toBe(true);
  expect(mapped.map?.mappings).toBe(';AAAA;AACA');
});

test('moves the emitted map file down by that line too, whether the bundler holds it as text or as bytes', () => {
  const text = { source: JSON.stringify({ version: 3, sources: ['a.ts'], mappings: 'AAAA;AACA' }) };
  shiftMapFile(text);
  expect(JSON.parse(text.source as string)).toEqual({ version: 3, sources: ['a.ts'], mappings: ';AAAA;AACA' });
  const bytes = { source: new TextEncoder().encode(JSON.stringify({ mappings: 'AAAA' })) as string | Uint8Array };
  shiftMapFile(bytes);
  expect(JSON.parse(bytes.source as string)).toEqual({ mappings: ';AAAA' });
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

test('the plugin moves the map file of each chunk it hints, and of no other', () => {
  const hook = compileHints().generateBundle as { handler: (options: unknown, bundle: Record<string, unknown>) => void };
  const mapOf = (mappings: string) => ({ type: 'asset', source: JSON.stringify({ mappings }) });
  const bundle = {
    'a.js': { type: 'chunk', fileName: 'a.js', ...chunk(['/repo/src/a.ts']) },
    'a.js.map': mapOf('AAAA'),
    'forge.js': { type: 'chunk', fileName: 'forge.js', ...chunk(['/repo/node_modules/node-forge/lib/rsa.js']) },
    'forge.js.map': mapOf('BBBB'),
    'b.js': { type: 'chunk', fileName: 'b.js', ...chunk(['/repo/src/b.ts']) },
  };
  hook.handler({}, bundle);
  expect(JSON.parse(bundle['a.js.map'].source).mappings).toBe(';AAAA');
  expect(JSON.parse(bundle['forge.js.map'].source).mappings).toBe('BBBB');
  expect((bundle['b.js'] as { code: string }).code.startsWith(COMPILE_HINT)).toBe(true);
});
