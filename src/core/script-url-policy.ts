// Script URLs under the gateway's Trusted Types CSP: `new Worker` and `navigator.serviceWorker.register` are
// TrustedScriptURL sinks, so each URL the app starts a script from comes from a policy that the CSP names
// (server/security-headers.ts) and that answers for that one URL only.

/** The browser's TrustedScriptURL (TypeScript's DOM library does not declare Trusted Types yet). */
export interface TrustedScriptUrl {
  toString(): string;
}

interface ScriptUrlPolicy {
  createScriptURL(input: string): TrustedScriptUrl;
}

export interface ScriptUrlPolicyFactory {
  createPolicy(name: string, rules: { createScriptURL(input: string): string }): ScriptUrlPolicy;
}

/** A policy rule that lets `url` through and refuses anything else, naming the policy. */
export function allowOnly(name: string, url: string): (input: string) => string {
  return (input) => {
    if (input !== url) throw new TypeError(`${name}: refused script URL ${input}`);
    return input;
  };
}

/**
 * `url` as the policy `name` vouches for it, the policy made on first use; the plain URL where the browser has no
 * Trusted Types. A browser refuses a policy name its CSP does not list: that throws, for the caller to handle.
 */
export function scriptUrlPolicy(name: string, url: string): (factory?: Partial<ScriptUrlPolicyFactory>) => TrustedScriptUrl | string {
  let policy: ScriptUrlPolicy | undefined;
  return (factory = (globalThis as { trustedTypes?: Partial<ScriptUrlPolicyFactory> }).trustedTypes) => {
    if (typeof factory?.createPolicy !== 'function') return url;
    policy ??= (factory as ScriptUrlPolicyFactory).createPolicy(name, { createScriptURL: allowOnly(name, url) });
    return policy.createScriptURL(url);
  };
}
