// The service worker's script URL under the gateway's Trusted Types CSP: `navigator.serviceWorker.register` is a
// TrustedScriptURL sink, so the URL comes from a policy that the CSP names and that answers for this one file only.
import { allowOnly, scriptUrlPolicy } from './script-url-policy';
import type { TrustedScriptUrl } from './script-url-policy';

/** Where the build puts the worker (vite-plugin-pwa's default). */
export const SERVICE_WORKER_PATH = '/sw.js';

/** The policy's name, listed in the gateway's `trusted-types` directive (server/security-headers.ts). */
export const SERVICE_WORKER_POLICY_NAME = 'exchange-sw';

/** The policy's only rule: the worker's own path on this origin, nothing else. */
export const allowServiceWorkerUrl = allowOnly(SERVICE_WORKER_POLICY_NAME, SERVICE_WORKER_PATH);

const trusted = scriptUrlPolicy(SERVICE_WORKER_POLICY_NAME, SERVICE_WORKER_PATH);

/** The worker's URL: a TrustedScriptURL where the browser has Trusted Types, else the plain path. */
export function serviceWorkerUrl(): TrustedScriptUrl | string {
  return trusted();
}
