// The service worker's script URL under the gateway's Trusted Types CSP: `navigator.serviceWorker.register` is a
// TrustedScriptURL sink, so the URL comes from a policy that the CSP names and that answers for this one file only.

/** Where the build puts the worker (vite-plugin-pwa's default). */
export const SERVICE_WORKER_PATH = '/sw.js';

/** The policy's name, listed in the gateway's `trusted-types` directive (server/security-headers.ts). */
export const SERVICE_WORKER_POLICY_NAME = 'exchange-sw';

/** The browser's TrustedScriptURL (TypeScript's DOM library does not declare Trusted Types yet). */
export interface TrustedScriptUrl {
  toString(): string;
}

interface ScriptUrlPolicy {
  createScriptURL(input: string): TrustedScriptUrl;
}

interface ScriptUrlPolicyFactory {
  createPolicy(name: string, rules: { createScriptURL(input: string): string }): ScriptUrlPolicy;
}

let policy: ScriptUrlPolicy | undefined;

/** The policy's only rule: the worker's own path on this origin, nothing else. */
export function allowServiceWorkerUrl(input: string): string {
  if (input !== SERVICE_WORKER_PATH) throw new TypeError(`${SERVICE_WORKER_POLICY_NAME}: refused script URL ${input}`);
  return input;
}

/** The worker's URL: a TrustedScriptURL where the browser has Trusted Types, else the plain path. */
export function serviceWorkerUrl(): TrustedScriptUrl | string {
  const factory = (globalThis as { trustedTypes?: Partial<ScriptUrlPolicyFactory> }).trustedTypes;
  if (typeof factory?.createPolicy !== 'function') return SERVICE_WORKER_PATH;
  policy ??= (factory as ScriptUrlPolicyFactory).createPolicy(SERVICE_WORKER_POLICY_NAME, {
    createScriptURL: allowServiceWorkerUrl,
  });
  return policy.createScriptURL(SERVICE_WORKER_PATH);
}
