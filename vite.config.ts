import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './pwa.config';
import { MISSING_CLIENT_ISSUER, clientIssuerCertificate } from './server/signing/issuer';
import { axiosXhrOnly } from './build-plugins/axios-xhr-only';
import { compileHints } from './build-plugins/compile-hints';
import { minifyHeadScripts } from './build-plugins/minify-head-scripts';
import { precompress } from './build-plugins/precompress';
import { productionRouter } from './build-plugins/production-router';

const ISSUER_CERTIFICATE_MODULE = 'virtual:issuer-certificate';

/**
 * A module whose default export is `value`, fixed at build time. The issuer certificate is one, rather than an env
 * variable: env.ts loads with the first render, and the certificate is needed only by the issuer check after it.
 */
function builtInModule(name: string, value: string): Plugin {
  const id = `\0${name}`;
  return {
    name: `built-in:${name}`,
    resolveId: (source) => (source === name ? id : undefined),
    load: (source) => (source === id ? `export default ${JSON.stringify(value)};` : undefined),
  };
}

// `npm run dev` proxies the API to the local gateway (started by scripts/dev.ts)
// or, with API_TARGET, to any other gateway: the client code does not change.
export default defineConfig(({ mode }) => {
  const target = process.env.API_TARGET ?? loadEnv(mode, process.cwd(), '').API_TARGET ?? 'http://localhost:8080';
  // The local gateway refuses state-changing requests whose Origin is not the host they were sent to, so the
  // page's Host (localhost:5173) is kept for it; a remote gateway is virtual-hosted and needs its own name.
  const localGateway = /^http:\/\/(?:localhost|127\.0\.0\.1)(?::\d+)?\/?$/.test(target);
  const proxy = { target, changeOrigin: !localGateway, secure: true };
  const { version } = JSON.parse(readFileSync(resolve(import.meta.dirname, 'package.json'), 'utf8')) as { version: string };
  // The issuer the client trusts to vouch for the gateway's server key (SPEC 5). There is no built-in one: a build
  // without a certificate would trust nothing and fail every login, so it stops here instead.
  const issuerCertificate = clientIssuerCertificate({ ...loadEnv(mode, process.cwd(), ''), ...process.env });
  if (issuerCertificate === undefined) throw new Error(MISSING_CLIENT_ISSUER);
  return {
    plugins: [
      react(),
      builtInModule(ISSUER_CERTIFICATE_MODULE, issuerCertificate),
      productionRouter(),
      axiosXhrOnly(),
      minifyHeadScripts(['theme-boot.js']),
      compileHints(),
      VitePWA(pwaOptions),
      // Last, so the service worker and its manifest are compressed too.
      precompress(),
    ],
    // Workers as ES modules, as `npm run dev` serves them, so the page starts them the same way in both
    // (src/core/intl-warmup.ts).
    worker: { format: 'es' },
    // The client's version travels with every tracking event (`ver`).
    define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(version) },
    build: {
      target: 'es2022',
      // No source maps in the production build: the gateway serves dist/ as it is, and a map gives away the
      // original source. `npm run dev` has them.
      sourcemap: false,
      // Every chunk is measured by bench/ and the size test; keep the report quiet.
      reportCompressedSize: false,
      // dist/.vite/manifest.json: the gateway reads which chunks a trading page needs and preloads them with its
      // HTML (server/route-shells.ts). A dot folder, so the static files never serve it.
      manifest: true,
      rollupOptions: {
        input: {
          app: resolve(import.meta.dirname, 'index.html'),
          events: resolve(import.meta.dirname, 'events.html'),
        },
        output: {
          // The libraries every first visit runs before its first render, in one file rather than a dozen: fewer
          // round trips on a phone, and one better-compressed download. The app's state (the store's shell slices,
          // its hooks and what they read) is one chunk too: every page loads it, and left to the default splitting
          // it falls apart into a chunk per set of importers, one more file before the first render each time a
          // chunk loaded on demand (the futures account panels) uses part of it. The same goes for the auth links'
          // path, which the header and the logout share, the money format the header's wallet and the market
          // cards share, and the balance mask of the header and both order forms. The trading and futures slices stay with the pages that use
          // them. Other app code keeps the default splitting, which keeps each entry's modules running in their own
          // order.
          codeSplitting: {
            groups: [
              { name: 'framework', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 20 },
              { name: 'store', test: /[\\/]store[\\/](?!futures|trading|market)[^\\/]+$|[\\/]src[\\/](?:core[\\/]auth-path\.ts|components[\\/]market[\\/]useMoney\.ts|components[\\/]market[\\/]BalanceFigure\.tsx)$/, priority: 10 },
            ],
          },
        },
      },
    },
    server: {
      // /v1 carries the market stream's WebSocket (/v1/ws) too.
      proxy: { '/v1': { ...proxy, ws: true }, '/btapi': proxy, '/__dev': proxy },
    },
  };
});
