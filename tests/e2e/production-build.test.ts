// What `npm start` serves is the production build in STATIC_DIR: it must not carry source maps, neither as files
// nor as sourceMappingURL comments pointing at them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { COMPILE_HINT } from '../../build-plugins/compile-hints';
import { STATIC_DIR } from './support/gateway';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(file) : [file];
  });
}

test('the production build has no source maps and no reference to one', () => {
  const files = filesUnder(STATIC_DIR);
  expect(files.some((file) => file.endsWith('.js'))).toBe(true);
  expect(files.filter((file) => /\.map$/i.test(file))).toEqual([]);
  const referencing = files
    .filter((file) => /\.(?:m?js|css)$/.test(file))
    .filter((file) => /sourceMappingURL=/.test(readFileSync(file, 'utf8')));
  expect(referencing).toEqual([]);
});

test("every script of the build starts with V8's compile hint, but node-forge's, which a visit hardly uses", () => {
  // Workers compile off the main thread whatever their hint: the hint is for the page's own scripts.
  const scripts = filesUnder(path.join(STATIC_DIR, 'assets')).filter((file) => file.endsWith('.js') && !/\.worker-[\w-]+\.js$/.test(file));
  const unhinted = scripts.filter((file) => !readFileSync(file, 'utf8').startsWith(`${COMPILE_HINT}\n`));
  expect(scripts.length).toBeGreaterThan(20);
  expect(unhinted).toHaveLength(1);
  expect(readFileSync(unhinted[0]!, 'utf8')).toMatch(/forge/);
});

test('no script of the production build imports or preloads the XState inspector, which development builds alone use', () => {
  const scripts = filesUnder(path.join(STATIC_DIR, 'assets')).filter((file) => file.endsWith('.js'));
  const loading = scripts.filter((file) => /inspector-[\w-]+\.js/.test(readFileSync(file, 'utf8')));
  expect(scripts.length).toBeGreaterThan(20);
  expect(loading).toEqual([]);
});
