import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { MISSING_CLIENT_ISSUER, clientIssuerCertificate } from './server/signing/issuer';

// `npm run dev` proxies the API to the local gateway (started by scripts/dev.ts)
// or, with API_TARGET, to any other gateway: the client code does not change.
export default defineConfig(({ mode }) => {
  const target = process.env.API_TARGET ?? loadEnv(mode, process.cwd(), '').API_TARGET ?? 'http://localhost:8080';
  const proxy = { target, changeOrigin: true, secure: true };
  const { version } = JSON.parse(readFileSync(resolve(import.meta.dirname, 'package.json'), 'utf8')) as { version: string };
  // The issuer the client trusts to vouch for the gateway's server key (SPEC 5). There is no built-in one: a build
  // without a certificate would trust nothing and fail every login, so it stops here instead.
  const issuerCertificate = clientIssuerCertificate({ ...loadEnv(mode, process.cwd(), ''), ...process.env });
  if (issuerCertificate === undefined) throw new Error(MISSING_CLIENT_ISSUER);
  return {
    plugins: [react()],
    define: {
      // The client's version travels with every tracking event (`ver`).
      'import.meta.env.VITE_APP_VERSION': JSON.stringify(version),
      'import.meta.env.VITE_ISSUER_CERT': JSON.stringify(issuerCertificate),
    },
    build: {
      target: 'es2022',
      sourcemap: true,
      // Every chunk is measured by bench/ and the size test; keep the report quiet.
      reportCompressedSize: false,
      rollupOptions: {
        input: {
          app: resolve(import.meta.dirname, 'index.html'),
          events: resolve(import.meta.dirname, 'events.html'),
        },
      },
    },
    server: {
      proxy: { '/v1': proxy, '/btapi': proxy, '/__dev': proxy },
    },
  };
});
