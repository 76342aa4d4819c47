import { allowOnly, scriptUrlPolicy } from '../../src/core/script-url-policy';

type Rules = { createScriptURL(input: string): string };

afterEach(() => {
  delete (globalThis as { trustedTypes?: unknown }).trustedTypes;
});

function recordingFactory() {
  const made: Array<{ name: string; rules: Rules }> = [];
  return {
    made,
    createPolicy(name: string, rules: Rules) {
      made.push({ name, rules });
      return { createScriptURL: (input: string) => ({ trusted: rules.createScriptURL(input) }) };
    },
  };
}

test('the rule lets its one URL through and refuses any other, naming the policy', () => {
  const rule = allowOnly('exchange-x', '/assets/x.js');
  expect(rule('/assets/x.js')).toBe('/assets/x.js');
  expect(() => rule('/assets/x.js?evil')).toThrow(new TypeError('exchange-x: refused script URL /assets/x.js?evil'));
  expect(() => rule('https://elsewhere.example/assets/x.js')).toThrow('exchange-x: refused script URL https://elsewhere.example/assets/x.js');
});

test('without Trusted Types the plain URL is given', () => {
  expect(scriptUrlPolicy('exchange-x', '/assets/x.js')()).toBe('/assets/x.js');
  expect(scriptUrlPolicy('exchange-x', '/assets/x.js')({})).toBe('/assets/x.js');
});

test("with Trusted Types the URL comes from the named policy, made once, the browser's own by default", () => {
  const factory = recordingFactory();
  (globalThis as { trustedTypes?: unknown }).trustedTypes = factory;
  const url = scriptUrlPolicy('exchange-x', '/assets/x.js');
  expect(url()).toEqual({ trusted: '/assets/x.js' });
  expect(url()).toEqual({ trusted: '/assets/x.js' });
  expect(factory.made.map((policy) => policy.name)).toEqual(['exchange-x']);
  expect(() => factory.made[0]!.rules.createScriptURL('/assets/y.js')).toThrow('exchange-x: refused script URL /assets/y.js');
});

test('a factory handed in is used instead of the global one', () => {
  const global = recordingFactory();
  const given = recordingFactory();
  (globalThis as { trustedTypes?: unknown }).trustedTypes = global;
  expect(scriptUrlPolicy('exchange-y', '/y.js')(given)).toEqual({ trusted: '/y.js' });
  expect(given.made.map((policy) => policy.name)).toEqual(['exchange-y']);
  expect(global.made).toEqual([]);
});

test('a policy name the CSP refuses throws to the caller', () => {
  const refusing = {
    createPolicy: () => {
      throw new TypeError("Failed to execute 'createPolicy': Policy \"exchange-z\" disallowed.");
    },
  };
  expect(() => scriptUrlPolicy('exchange-z', '/z.js')(refusing)).toThrow('disallowed');
});
