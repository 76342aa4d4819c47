import {
  allowServiceWorkerUrl,
  SERVICE_WORKER_PATH,
  SERVICE_WORKER_POLICY_NAME,
} from '../../src/core/service-worker-url';

type Rules = { createScriptURL(input: string): string };

afterEach(() => {
  delete (globalThis as { trustedTypes?: unknown }).trustedTypes;
  jest.resetModules();
});

// Loaded afresh, so the module's own constants are read as it defines them, not as an earlier import left them.
async function freshModule() {
  jest.resetModules();
  return import('../../src/core/service-worker-url');
}

test('without Trusted Types the plain path is used', async () => {
  const { serviceWorkerUrl } = await freshModule();
  expect(serviceWorkerUrl()).toBe('/sw.js');
});

test('under Trusted Types the URL comes from the exchange-sw policy, created once', async () => {
  const created: string[] = [];
  (globalThis as { trustedTypes?: unknown }).trustedTypes = {
    createPolicy(name: string, rules: Rules) {
      created.push(name);
      return { createScriptURL: (input: string) => ({ trusted: rules.createScriptURL(input) }) };
    },
  };
  const { serviceWorkerUrl } = await freshModule();
  expect(serviceWorkerUrl()).toEqual({ trusted: SERVICE_WORKER_PATH });
  expect(serviceWorkerUrl()).toEqual({ trusted: SERVICE_WORKER_PATH });
  expect(created).toEqual([SERVICE_WORKER_POLICY_NAME]);
});

test('the worker is /sw.js and its policy is exchange-sw, the names the build and the CSP use', async () => {
  const created: string[] = [];
  (globalThis as { trustedTypes?: unknown }).trustedTypes = {
    createPolicy(name: string, rules: Rules) {
      created.push(name);
      return { createScriptURL: (input: string) => ({ trusted: rules.createScriptURL(input) }) };
    },
  };
  const fresh = await freshModule();
  expect(fresh.serviceWorkerUrl()).toEqual({ trusted: '/sw.js' });
  expect(created).toEqual(['exchange-sw']);
  expect(fresh.SERVICE_WORKER_PATH).toBe('/sw.js');
  expect(fresh.SERVICE_WORKER_POLICY_NAME).toBe('exchange-sw');
});

test('a refused script URL is named in the error, with the policy that refused it', () => {
  expect(() => allowServiceWorkerUrl('/assets/app.js')).toThrow('exchange-sw: refused script URL /assets/app.js');
});

test('the policy refuses every other script URL', () => {
  expect(allowServiceWorkerUrl('/sw.js')).toBe('/sw.js');
  for (const other of ['/sw.js?x=1', 'https://evil.test/sw.js', '//evil.test/sw.js', '/assets/app.js', 'data:text/javascript,1', '']) {
    expect(() => allowServiceWorkerUrl(other)).toThrow(TypeError);
  }
});
