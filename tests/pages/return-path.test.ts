import fc from 'fast-check';
import { authPath } from '../../src/core/auth-path';
import { returnPathOf } from '../../src/pages/auth/return-path';

const query = (from: string) => `?${new URLSearchParams({ from })}`;

describe('the page a login goes back to', () => {
  test.each([
    ['/futures/usdt/BTCUSDT', '/futures/usdt/BTCUSDT'],
    ['/spot/ETHUSDT?tab=orders#book', '/spot/ETHUSDT?tab=orders#book'],
    ['/ja/fee', '/ja/fee'],
    // The parser's rendering: dot segments resolved, spaces escaped, within the site.
    ['/a/../fee', '/fee'],
    ['/fee page', '/fee%20page'],
  ])('takes a path of this site: %s', (from, expected) => {
    expect(returnPathOf(query(from))).toBe(expected);
  });

  test.each([
    ['another host, scheme-relative', '//evil.example/phish'],
    ['no host at all', '//'],
    ['a host the parser refuses', '//exa mple/'],
    ['another host behind a backslash', '/\\evil.example'],
    ['another host behind backslashes only', '\\\\evil.example'],
    ['an absolute URL', 'https://evil.example/'],
    ['a script', 'javascript:alert(1)'],
    ['a data URL', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'fee'],
    ['a tab the parser would drop', '/\t/evil.example'],
    ['a newline the parser would drop', '/\n/evil.example'],
    ['a leading space', ' /fee'],
    ['a path that resolves to two slashes', '/a/..//evil.example'],
    ['the login page', '/login'],
    ['the login page with a locale', '/ja/login?from=%2Ffee'],
    ['the register page', '/register/'],
    ['an empty value', ''],
  ])('refuses %s', (_name, from) => {
    expect(returnPathOf(query(from))).toBeUndefined();
  });

  test('refuses a link with no page to go back to, and one far longer than any page', () => {
    expect(returnPathOf('')).toBeUndefined();
    expect(returnPathOf('?other=%2Ffee')).toBeUndefined();
    expect(returnPathOf(query(`/${'a'.repeat(2047)}`))).toBe(`/${'a'.repeat(2047)}`);
    expect(returnPathOf(query(`/${'a'.repeat(2048)}`))).toBeUndefined();
  });

  test('whatever a link carries, the answer is none or a path of this site that is no auth page', () => {
    const origin = 'https://exchange.example';
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.webPath(), fc.string().map((tail) => `/${tail}`)), (from) => {
        const path = returnPathOf(query(from));
        if (path === undefined) return;
        expect(path.startsWith('/') && !path.startsWith('//')).toBe(true);
        expect(new URL(path, origin).origin).toBe(origin);
        expect(/^\/(?:[^/]+\/)?(?:login|register)(?:\/|$)/.test(new URL(path, origin).pathname)).toBe(false);
      }),
    );
  });

  test('what the auth links carry is read back as it was written', () => {
    const segment = fc.stringMatching(/^[a-zA-Z0-9._~-]{1,12}$/).filter((value) => value !== '.' && value !== '..');
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), fc.stringMatching(/^(\?[a-z]{1,5}=[a-z0-9]{0,5})?$/), (segments, search) => {
        const pathname = `/${segments.join('/')}`;
        fc.pre(!/^\/(?:[^/]+\/)?(?:login|register)(?:\/|$)/.test(pathname));
        const link = authPath('/login', pathname, search);
        expect(returnPathOf(link.slice(link.indexOf('?')))).toBe(pathname + search);
      }),
    );
  });
});
