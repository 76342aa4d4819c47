import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { minifyScript } from '../../build-plugins/minify-head-scripts';
import { parsePrefs, PREFS_COOKIE_NAME } from '../../src/core/prefs-cookie';
import { createStorageArea } from '../../src/core/storage';
import { loadPreferences } from '../../store/preferences.load';

// The boot script runs before any module, as plain browser JavaScript.
const BOOT = readFileSync(join(__dirname, '../../public/theme-boot.js'), 'utf8');

interface Case {
  path: string;
  search: string;
  stored?: string;
  cookieTheme?: string;
}

// What the build ships (build-plugins/minify-head-scripts.ts): the same rules, without comments.
const SHIPPED = minifyScript('theme-boot.js', BOOT);

function bootTheme({ path, search, stored, cookieTheme }: Case, script = BOOT): string | null {
  window.history.replaceState(null, '', `${path}${search}`);
  document.documentElement.className = '';
  localStorage.clear();
  document.cookie = `${PREFS_COOKIE_NAME}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  if (stored !== undefined) localStorage.setItem('theme', stored);
  if (cookieTheme !== undefined) {
    document.cookie = `${PREFS_COOKIE_NAME}=${encodeURIComponent(JSON.stringify({ v: 1, theme: cookieTheme }))}; path=/`;
  }
  new Function(script)();
  return document.documentElement.getAttribute('data-theme');
}

function appTheme({ path, search, stored, cookieTheme }: Case): string {
  const flavour = path.startsWith('/events') ? 'events' : 'app';
  const cookie = parsePrefs(cookieTheme === undefined ? undefined : JSON.stringify({ v: 1, theme: cookieTheme }), flavour);
  const storage = createStorageArea({ backend: () => localStorage });
  localStorage.clear();
  if (stored !== undefined) localStorage.setItem('theme', stored);
  return loadPreferences({ url: { pathname: path, search }, flavour, cookie, storage, newId: () => 'id' }).theme;
}

const cases: Case[] = [];
for (const path of ['/spot/BTCUSDT', '/events/ja/launch']) {
  for (const search of ['', '?appTheme=light', '?appTheme=dark', '?appTheme=blue']) {
    for (const stored of [undefined, '"white"', '"black"', '"light"', '"standard"', '"purple"', '{corrupt']) {
      for (const cookieTheme of [undefined, 'white', 'black']) cases.push({ path, search, stored, cookieTheme });
    }
  }
}

test.each(cases)('the boot script picks the theme the app will use: %o', (item) => {
  expect(bootTheme(item)).toBe(appTheme(item));
});

test.each(cases)('the minified boot script the build ships picks the theme the source does: %o', (item) => {
  expect(bootTheme(item, SHIPPED)).toBe(bootTheme(item));
});

test('the shipped boot script is minified: no comments, under half the source', () => {
  expect(SHIPPED).not.toContain('//');
  expect(SHIPPED.length).toBeLessThan(BOOT.length / 2);
});

test('a head script that does not parse fails the build, naming the file', () => {
  expect(() => minifyScript('broken.js', 'function (')).toThrow(/broken\.js does not minify/);
});

test('the boot script sets the theme class on the document root', () => {
  bootTheme({ path: '/spot/BTCUSDT', search: '?appTheme=light' });
  expect(document.documentElement.classList.contains('theme-light')).toBe(true);
});
