import { WRONG_API_NAME, resolveApiPath } from '../../src/api/api-path';
import { ApiError } from '../../src/api/errors';

function rejection(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected an ApiError');
}

describe('resolveApiPath', () => {
  it.each(['user/logout', '/user/logout', 'v1/user/logout', '/v1/user/logout', '  /v1/user/logout  '])(
    'puts %p under /v1 once',
    (name) => {
      expect(resolveApiPath(name)).toBe('/v1/user/logout');
    },
  );

  it('treats the SPEC 7 names with and without the leading slash alike', () => {
    expect(resolveApiPath('v1/mix/public/usdtRate')).toBe('/v1/mix/public/usdtRate');
    expect(resolveApiPath('/v1/mix/public/clientCommonConfig')).toBe('/v1/mix/public/clientCommonConfig');
  });

  it.each(['btapi/common/logout', '/btapi/common/logout'])('keeps %p under /btapi, without /v1', (name) => {
    expect(resolveApiPath(name)).toBe('/btapi/common/logout');
    expect(resolveApiPath(name, '/v2')).toBe('/btapi/common/logout');
  });

  it('uses a configured prefix instead of /v1, also for names written with v1/', () => {
    expect(resolveApiPath('user/logout', '/v2')).toBe('/v2/user/logout');
    expect(resolveApiPath('v1/user/logout', '/v2')).toBe('/v2/user/logout');
    expect(resolveApiPath('/v2/user/logout', '/v2')).toBe('/v2/user/logout');
    expect(resolveApiPath('user/logout', 'v2/')).toBe('/v2/user/logout');
  });

  it.each([' /v2 ', '//v2', 'v2//', '///v2///'])(
    'reads the configured prefix %p as /v2, whatever its spaces and repeated slashes',
    (prefix) => {
      expect(resolveApiPath('user/logout', prefix)).toBe('/v2/user/logout');
    },
  );

  it('keeps the slashes inside a prefix of several segments', () => {
    expect(resolveApiPath('user/logout', '/gw/v2/')).toBe('/gw/v2/user/logout');
    expect(resolveApiPath('gw/v2/user/logout', '/gw/v2')).toBe('/gw/v2/user/logout');
  });

  it('sends names without a prefix when the prefix is empty', () => {
    expect(resolveApiPath('v1/user/logout', '')).toBe('/user/logout');
    expect(resolveApiPath('/user/logout', '/')).toBe('/user/logout');
  });

  it('keeps dots inside a segment: only a whole "." or ".." segment is refused', () => {
    expect(resolveApiPath('v1/files/report.v2.json')).toBe('/v1/files/report.v2.json');
  });

  it('keeps a query string that is part of the name', () => {
    expect(resolveApiPath('v1/a/b?c=1')).toBe('/v1/a/b?c=1');
  });

  it('is idempotent, so a resolved path can be resolved again', () => {
    const once = resolveApiPath('mix/public/usdtRate');
    expect(resolveApiPath(once)).toBe(once);
  });

  it.each([undefined, null, '', '  ', '\n\t', 42, {}, ['v1/user/logout'], true])(
    'rejects %p with the text "wrong api name"',
    (name) => {
      const error = rejection(() => resolveApiPath(name));
      expect(error.kind).toBe('bad-request');
      expect(error.message).toBe(WRONG_API_NAME);
      expect(error.message).toBe('wrong api name');
      expect(error.messageKey).toBe('errors.wrongApiName');
      expect(error.detail).toBe('the API name is missing or empty');
    },
  );

  it.each([
    ['http://evil.example/v1/user/logout', 'an API name is a path, not a URL'],
    ['https://evil.example/v1/user/logout', 'an API name is a path, not a URL'],
    ['HTTPS://evil.example/x', 'an API name is a path, not a URL'],
    ['//evil.example/x', 'an API name is a path, not a URL'],
    ['javascript:alert(1)', 'an API name is a path, not a URL'],
    ['/\\evil.example/x', 'the API name holds a character a path cannot hold'],
    ['v1/../admin', 'the API name holds a dot segment'],
    ['v1/./x', 'the API name holds a dot segment'],
    ['v1/user/log out', 'the API name holds a character a path cannot hold'],
    ['v1/user/\nlogout', 'the API name holds a character a path cannot hold'],
    ['v1', 'the API name has no path'],
    ['/v1/', 'the API name has no path'],
    ['btapi', 'the API name has no path after btapi/'],
    ['btapi/', 'the API name has no path after btapi/'],
    ['?a=1', 'the API name has no path'],
    ['#top', 'the API name has no path'],
    ['v1/#top', 'the API name has no path'],
  ])('rejects %p, which is not a usable API name, saying why', (name, detail) => {
    const error = rejection(() => resolveApiPath(name));
    expect(error.kind).toBe('bad-request');
    expect(error.message).toBe('wrong api name');
    expect(error.detail).toBe(detail);
  });

  it.each([
    ['v1', 'the API name has no path'],
    ['v2', 'the API name has no path'],
    ['btapi', 'the API name has no path after btapi/'],
  ])('rejects the bare root %p as a name without a path under another prefix too', (name, detail) => {
    expect(rejection(() => resolveApiPath(name, '/v2')).detail).toBe(detail);
  });

  it.each(['v1/%61sset/balance', 'v1/asset//balance', 'v1/asset/balance;x=1', 'v1/asset%2Fbalance', 'v1/asset%2fx', 'v1/é'])(
    'rejects %p, which the gateway would refuse as a non-canonical path',
    (name) => {
      const error = rejection(() => resolveApiPath(name));
      expect(error.message).toBe('wrong api name');
      expect(error.detail).toBe('the API name is not a canonical path');
    },
  );

  it('accepts escapes in the query, which the path rules do not cover', () => {
    expect(resolveApiPath('v1/wiki/article?id=bitcoin%2Fhistory')).toBe('/v1/wiki/article?id=bitcoin%2Fhistory');
  });

  it.each(['/v1/events/', 'v1/caf%C3%A9'])('accepts %p, which is canonical', (name) => {
    expect(resolveApiPath(name)).toBe(name.startsWith('/') ? name : `/${name}`);
  });
});
