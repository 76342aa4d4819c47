import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ManifestOptions } from 'vite-plugin-pwa';
import { pwaOptions } from '../../pwa.config';
import { THEME_COLORS } from '../../src/config/constants';

const manifest = pwaOptions.manifest as Partial<ManifestOptions>;
const workbox = pwaOptions.workbox ?? {};

test('the manifest makes an installable standalone app that starts on the spot page', () => {
  expect(manifest).toMatchObject({ name: 'Exchange', display: 'standalone', start_url: '/spot/BTCUSDT', scope: '/' });
  expect(manifest.theme_color).toBe(THEME_COLORS.dark.surface);
  expect(manifest.background_color).toBe(THEME_COLORS.dark.background);
});

test('the manifest names icons of 192 and 512 px and a maskable one, and each file is a PNG of that size', () => {
  const icons = manifest.icons ?? [];
  expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of icons) {
    const png = readFileSync(path.join('public', icon.src));
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    const size = Number(icon.sizes?.split('x')[0]);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
  }
});

test('the theme colours are the themes\' own (tokens.css)', () => {
  const tokens = readFileSync('src/styles/tokens.css', 'utf8');
  const dark = tokens.slice(tokens.indexOf(':root.theme-dark'), tokens.indexOf(':root.theme-light'));
  const light = tokens.slice(tokens.indexOf(':root.theme-light'));
  expect(dark).toContain(`--color-surface: ${THEME_COLORS.dark.surface};`);
  expect(dark).toContain(`--color-bg: ${THEME_COLORS.dark.background};`);
  expect(light).toContain(`--color-surface: ${THEME_COLORS.light.surface};`);
  expect(light).toContain(`--color-bg: ${THEME_COLORS.light.background};`);
});

test('API answers are always fetched from the network, never cached', () => {
  const [rule] = workbox.runtimeCaching ?? [];
  expect(rule?.handler).toBe('NetworkOnly');
  const matches = rule?.urlPattern as (options: { url: URL }) => boolean;
  const at = (pathname: string) => matches({ url: new URL(pathname, 'https://exchange.test') });
  expect([at('/v1/user/overview/userinfo'), at('/btapi/common/logout'), at('/__dev/tracking')]).toEqual([true, true, true]);
  expect([at('/assets/app-1.js'), at('/spot/BTCUSDT'), at('/v1')]).toEqual([false, false, false]);
});

test('offline, page addresses get the cached shell, but API and events addresses never do', () => {
  expect(workbox.navigateFallback).toBe('/index.html');
  // Workbox's NavigationRoute tests the denylist on the path and the query together.
  const denied = (address: string) => {
    const url = new URL(address, 'https://exchange.test');
    return (workbox.navigateFallbackDenylist ?? []).some((pattern) => pattern.test(url.pathname + url.search));
  };
  expect(['/v1/x', '/btapi/x', '/__dev/x', '/events', '/events/ja/x'].map(denied)).toEqual([true, true, true, true, true]);
  // The events site's language picker writes its locale in the query.
  expect(['/events?locale=de', '/events/?locale=ar', '/events/launchpad?ref=1'].map(denied)).toEqual([true, true, true]);
  expect(['/spot/BTCUSDT', '/wiki', '/eventsfoo', '/spot/BTCUSDT?locale=de'].map(denied)).toEqual([false, false, false, false]);
});

test('the worker is one file with no register script injected into the HTML (the CSP forbids inline script)', () => {
  expect(workbox.inlineWorkboxRuntime).toBe(true);
  expect(pwaOptions.injectRegister).toBe(false);
  expect(pwaOptions.registerType).toBe('prompt');
});
