import { encodeForm } from '../../src/api/body';
import { CryptoError } from '../../src/crypto/crypto-error';
import { canonicalWireTarget, mayBeSigned, wirePathWithQuery } from '../../src/crypto/sign-targets';
import type { SignTargetDeps, SignUrlTables } from '../../src/crypto/sign-targets';

const TABLES: SignUrlTables = {
  clientOpen: true,
  exactUrls: { '/v1/account/profile': 1 },
  prefixUrls: { '/v1/asset/': 2 },
  userCheckDeviceUrl: ['/v1/user/checkDevice'],
};

function deps(tables: SignUrlTables | null | undefined, more: Partial<SignTargetDeps> = {}): SignTargetDeps {
  return {
    serializeQuery: encodeForm,
    ...(tables === undefined ? {} : { urlTables: async () => tables }),
    ...more,
  };
}

describe('wirePathWithQuery', () => {
  it('is the path alone when there is no query', () => {
    expect(wirePathWithQuery('/v1/a', '')).toBe('/v1/a');
  });

  it('joins the query with ?, or with & after a query the path already has', () => {
    expect(wirePathWithQuery('/v1/a', 'b=1')).toBe('/v1/a?b=1');
    expect(wirePathWithQuery('/v1/a?x=0', 'b=1')).toBe('/v1/a?x=0&b=1');
  });

  it('encodes what the browser encodes before sending (a quote), so the signed bytes are the sent ones', () => {
    expect(wirePathWithQuery('/v1/a', `q="x"`)).toBe('/v1/a?q=%22x%22');
  });

  it('keeps only path and query: the fragment never goes on the wire', () => {
    expect(wirePathWithQuery('/v1/a#top', '')).toBe('/v1/a');
  });
});

describe('canonicalWireTarget', () => {
  it('splits the wire target into path and query', () => {
    expect(canonicalWireTarget('/v1/asset/balance', 'coin=BTC')).toEqual({ path: '/v1/asset/balance', query: 'coin=BTC' });
  });

  it.each(['/v1/asset//balance', '/v1/%61sset', '/v1/a;x=1'])('refuses the non-canonical path %p before signing', (url) => {
    expect(() => canonicalWireTarget(url, '')).toThrow(new CryptoError('non-canonical path'));
  });
});

describe('mayBeSigned', () => {
  it('never waits on the sign config call itself, whatever the tables say', async () => {
    const urlTables = jest.fn(async () => TABLES);
    await expect(mayBeSigned({ url: '/v1/mix/config/gatewaySignConfig?t=1' }, deps(undefined, { urlTables }))).resolves.toBe(false);
    expect(urlTables).not.toHaveBeenCalled();
    await expect(mayBeSigned({ url: '/v1/account/profile' }, deps(undefined, { urlTables }))).resolves.toBe(true);
  });

  it('uses the paths it is told to skip instead of the sign config call', async () => {
    const skip = (path: string): boolean => path === '/v1/account/profile';
    await expect(mayBeSigned({ url: '/v1/account/profile' }, deps(TABLES, { skip }))).resolves.toBe(false);
    await expect(mayBeSigned({ url: '/v1/mix/config/gatewaySignConfig' }, deps(null, { skip }))).resolves.toBe(true);
  });

  it('cannot tell without tables, so every other call may be signed', async () => {
    await expect(mayBeSigned({ url: '/v1/mix/public/usdtRate' }, deps(undefined))).resolves.toBe(true);
    await expect(mayBeSigned({ url: '/v1/mix/public/usdtRate' }, deps(null))).resolves.toBe(true);
  });

  it('signs nothing while the tables say signing is off', async () => {
    await expect(mayBeSigned({ url: '/v1/account/profile' }, deps({ ...TABLES, clientOpen: false }))).resolves.toBe(false);
  });

  it.each([
    ['an exact entry', '/v1/account/profile', undefined, true],
    ['a prefix entry', '/v1/asset/balance', { coin: 'BTC' }, true],
    ['a device-check URL', '/v1/user/checkDevice', undefined, true],
    ['a call they do not list', '/v1/mix/public/usdtRate', { a: 1 }, false],
    ['a call listed only with its query', '/v1/account/profile?x=1', undefined, true],
  ])('decides %s from the tables: %p -> %p', async (_name, url, params, expected) => {
    await expect(mayBeSigned({ url, params }, deps(TABLES))).resolves.toBe(expected);
  });

  it('matches the path the query serializer and the URL parser put on the wire, not the written one', async () => {
    const serializeQuery = jest.fn(() => 'coin=BTC');
    await expect(mayBeSigned({ url: '/v1/asset/balance', params: { coin: 'BTC' } }, deps(TABLES, { serializeQuery }))).resolves.toBe(true);
    expect(serializeQuery).toHaveBeenCalledWith({ coin: 'BTC' });
  });

  it('leaves a non-canonical path to the signing step’s full check instead of sending it unsigned', async () => {
    await expect(mayBeSigned({ url: '/v1/mix//public' }, deps(TABLES))).resolves.toBe(true);
  });

  it('reads a request without a URL as the empty path, which no table lists', async () => {
    await expect(mayBeSigned({}, deps(TABLES))).resolves.toBe(false);
  });

  it('asks the skip list about a request without a URL as the empty path', async () => {
    await expect(mayBeSigned({}, deps(null, { skip: (path) => path === '' }))).resolves.toBe(false);
    await expect(mayBeSigned({ url: '/v1/a' }, deps(null, { skip: (path) => path === '' }))).resolves.toBe(true);
  });

  it('sends a request without a URL to the root path, which a table may list', async () => {
    await expect(mayBeSigned({}, deps({ ...TABLES, exactUrls: { '/': 1 } }))).resolves.toBe(true);
  });
});
