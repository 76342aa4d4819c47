// The installable app (issue 15.6): its web app manifest and a Workbox service worker, for vite.config.ts.
// The service worker is registered by src/app/service-worker.ts (no inline script: the CSP forbids it).
import type { VitePWAOptions } from 'vite-plugin-pwa';
import { DEFAULT_SPOT_PATH, THEME_COLORS } from './src/config/constants';

export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'generateSW',
  // "A new version is ready - reload": a new worker waits until the user accepts (src/components/app-update).
  registerType: 'prompt',
  injectRegister: false,
  // The glob below already takes the public files and the icons.
  includeManifestIcons: false,
  manifest: {
    id: '/',
    name: 'Exchange',
    short_name: 'Exchange',
    description: 'Trade Bitcoin, Ethereum and other crypto assets: spot, futures and paper trading.',
    start_url: DEFAULT_SPOT_PATH,
    scope: '/',
    display: 'standalone',
    // The default theme is black (SPEC 9); the page sets the light theme's colour itself (ThemeSync).
    theme_color: THEME_COLORS.dark.surface,
    background_color: THEME_COLORS.dark.background,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // The shell (both HTML entries) and every hashed asset, so a visited app opens offline in any language.
    globPatterns: ['**/*.{html,js,css,svg,png,webmanifest}'],
    // Hashed names change with their content: the revision is in the name, and a new deploy drops old entries.
    dontCacheBustURLsMatching: /^assets\//,
    cleanupOutdatedCaches: true,
    // Page addresses (/spot/BTCUSDT, /wiki ...) are the app's routes: offline, the cached shell answers them.
    navigateFallback: '/index.html',
    // Workbox tests these on the path and the query together: /events?locale=de is the events site too.
    navigateFallbackDenylist: [/^\/v1\//, /^\/btapi\//, /^\/__dev\//, /^\/events(?:[/?]|$)/],
    // Answers of the API (and the gateway's other prefixes) carry personal data and live prices: always the
    // network, never a cache. The function is copied into the worker as text, so it names nothing from here.
    runtimeCaching: [{ urlPattern: ({ url }) => /^\/(?:v1|btapi|__dev)\//.test(url.pathname), handler: 'NetworkOnly' }],
    // One self-contained file: a worker that imports the Workbox runtime would need importScripts, a Trusted Types
    // sink under the gateway's CSP.
    inlineWorkboxRuntime: true,
    sourcemap: false,
  },
};
