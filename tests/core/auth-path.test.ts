import { authPath } from '../../src/core/auth-path';

describe('the way to the auth pages', () => {
  test('carries the page, query included, to come back to, encoded as one parameter', () => {
    expect(authPath('/login', '/futures/usdt/BTCUSDT', '?tab=positions&x=1')).toBe('/login?from=%2Ffutures%2Fusdt%2FBTCUSDT%3Ftab%3Dpositions%26x%3D1');
    expect(authPath('/register', '/spot/ETHUSDT', '')).toBe('/register?from=%2Fspot%2FETHUSDT');
  });

  test('from one auth page to the other keeps the page the first was opened from', () => {
    expect(authPath('/register', '/login', '?from=%2Ffee')).toBe('/register?from=%2Ffee');
    expect(authPath('/login', '/register', '?from=%2Ffee')).toBe('/login?from=%2Ffee');
    expect(authPath('/login', '/ja/login', '')).toBe('/login');
    expect(authPath('/login', '/login/', '')).toBe('/login');
  });

  test('a page whose name only begins like an auth page is carried', () => {
    expect(authPath('/login', '/loginhelp', '')).toBe('/login?from=%2Floginhelp');
    expect(authPath('/login', '/a/b/login', '')).toBe('/login?from=%2Fa%2Fb%2Flogin');
  });
});
