import { parseCookies, serializeCookie } from '../../server/cookies';

describe('parseCookies', () => {
  it('reads name=value pairs, trimming spaces and quotes', () => {
    const cookies = parseCookies('a=1; refresh_token=abc_-X ;user_id="10000001"');
    expect(Object.fromEntries(cookies)).toEqual({ a: '1', refresh_token: 'abc_-X', user_id: '10000001' });
  });

  it('keeps the first of repeated names and skips malformed pairs', () => {
    const cookies = parseCookies('x=first; x=second; novalue; =nameless; bad name=1; y=has space; z=ok');
    expect(Object.fromEntries(cookies)).toEqual({ x: 'first', z: 'ok' });
  });

  it('gives an empty map without a header', () => {
    expect(parseCookies(undefined).size).toBe(0);
    expect(parseCookies('').size).toBe(0);
  });
});

describe('serializeCookie', () => {
  it('writes the attributes the gateway relies on', () => {
    expect(serializeCookie('refresh_token', 'tok', { maxAge: 60, httpOnly: true, sameSite: 'Lax' })).toBe(
      'refresh_token=tok; Path=/; Max-Age=60; HttpOnly; SameSite=Lax',
    );
    expect(serializeCookie('user_id', '1', { maxAge: 60, secure: true, sameSite: 'Lax' })).toBe(
      'user_id=1; Path=/; Max-Age=60; Secure; SameSite=Lax',
    );
  });

  it('expires a cookie with Max-Age=0 and a past Expires', () => {
    expect(serializeCookie('user_id', '', { maxAge: 0, sameSite: 'Lax' })).toBe(
      'user_id=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax',
    );
  });

  it('refuses a value that would inject attributes', () => {
    expect(() => serializeCookie('a', 'x; Domain=evil.test', { maxAge: 1, sameSite: 'Lax' })).toThrow(TypeError);
    expect(() => serializeCookie('a b', 'x', { maxAge: 1, sameSite: 'Lax' })).toThrow(TypeError);
  });
});
