import { CryptoError } from '../../src/crypto/crypto-error';
import { TEST_ISSUER_CERT_PEM } from '../support/issuer';
import { isVerifiedServerKey } from '../../src/crypto/server-key';
import {
  isDeviceCheckUrl,
  parseSignConfig,
  signModeFor,
  verifySignConfig,
} from '../../src/crypto/sign-config';
import { devSignedServerKey, otherIssuer, rejectionOf } from './support';

const MODES = { '0': ['path', 'time'], '1': ['path', 'time', 'traceId'], '2': ['path', 'time', 'traceId', 'body'] };

/** The config with one more sign mode: the modes the URL tables use stay valid, so only this one is in question. */
const withMode = (name: string, parts: unknown) => rawConfig({ signModes: { ...MODES, [name]: parts } });

function rawConfig(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const { serverPublicKey, serverPublicKeySign } = devSignedServerKey();
  return {
    clientOpen: true,
    serverPublicKey,
    serverPublicKeySign,
    defaultAlgorithm: 'rsa1024',
    exactUrls: { '/v1/user/overview/userinfo': 1, '/v1/asset/special': 0 },
    prefixUrls: { '/v1/asset/': 2, '/v1/asset/spot/': 1, '/v1/order/': 2 },
    signModes: MODES,
    userCheckDeviceUrl: ['/v1/user/checkDevice'],
    ...overrides,
  };
}

describe('parseSignConfig', () => {
  it('reads every field of SPEC 3', () => {
    const config = parseSignConfig(rawConfig());
    expect(config).toMatchObject({
      clientOpen: true,
      defaultAlgorithm: 'rsa1024',
      exactUrls: { '/v1/user/overview/userinfo': 1 },
      signModes: { '2': ['path', 'time', 'traceId', 'body'] },
      userCheckDeviceUrl: ['/v1/user/checkDevice'],
    });
  });

  it.each([
    ['not an object', null],
    ['clientOpen not boolean', rawConfig({ clientOpen: 'yes' })],
    ['unknown algorithm', rawConfig({ defaultAlgorithm: 'rsa512' })],
    ['a mode that is not an integer', rawConfig({ exactUrls: { '/v1/a': 1.5 } })],
    ['a url without a leading slash', rawConfig({ prefixUrls: { 'v1/a': 1 } })],
    ['an unknown sign part', withMode('3', ['path', 'cookie'])],
    ['a sign mode of unknown parts only', withMode('3', ['cookie'])],
    ['an empty sign mode', withMode('3', [])],
    ['a repeated part', withMode('3', ['path', 'path'])],
    ['a url using an undefined mode', rawConfig({ exactUrls: { '/v1/a': 7 } })],
    ['a device url that is not a path', rawConfig({ userCheckDeviceUrl: [42] })],
    ['a device url without its leading slash', rawConfig({ userCheckDeviceUrl: ['v1/user/checkDevice'] })],
    ['device urls that are not a list', rawConfig({ userCheckDeviceUrl: '/v1/user/checkDevice' })],
    ['an array in place of the object', []],
    ['a server key that is not text', rawConfig({ serverPublicKey: 42 })],
    ['a server key signature that is not text', rawConfig({ serverPublicKeySign: null })],
    ['no clientOpen', rawConfig({ clientOpen: undefined })],
    ['a negative mode', rawConfig({ exactUrls: { '/v1/a': -1 } })],
    ['a mode given as text', rawConfig({ prefixUrls: { '/v1/a': '1' } })],
    ['a url table that is a list', rawConfig({ exactUrls: ['/v1/a'] })],
    ['a prefix table that is text', rawConfig({ prefixUrls: '/v1/' })],
    // An empty list or a number has no entries to refuse: only the record check catches them.
    ['a url table that is an empty list', rawConfig({ exactUrls: [] })],
    ['a prefix table that is a number', rawConfig({ prefixUrls: 5 })],
    // A list whose indexes are the modes the tables use: only the record check refuses it.
    ['sign modes that are a list', rawConfig({ signModes: [MODES['0'], MODES['1'], MODES['2']] })],
    ['a sign mode named by a word', withMode('one', ['path'])],
    ['a sign mode whose name only starts with digits', withMode('3a', ['path'])],
    ['a sign mode whose name only ends with digits', withMode('a3', ['path'])],
    ['a sign mode whose parts are text', withMode('3', 'path')],
    ['a prefix using an undefined mode', rawConfig({ prefixUrls: { '/v1/a/': 7 } })],
  ])('refuses a config with %s', (_name, raw) => {
    expect(() => parseSignConfig(raw)).toThrow(new CryptoError('invalid sign config'));
  });
});

describe('parseSignConfig, what it accepts', () => {
  it('takes the 2048-bit algorithm and a closed client', () => {
    expect(parseSignConfig(rawConfig({ defaultAlgorithm: 'rsa2048', clientOpen: false }))).toMatchObject({
      defaultAlgorithm: 'rsa2048',
      clientOpen: false,
    });
  });

  it('reads absent tables and device urls as empty', () => {
    const { exactUrls: _e, prefixUrls: _p, signModes: _s, userCheckDeviceUrl: _u, ...bare } = rawConfig();
    expect(parseSignConfig(bare)).toMatchObject({ exactUrls: {}, prefixUrls: {}, signModes: {}, userCheckDeviceUrl: [] });
  });

  it('keeps every mode of several digits, and names a mode written with leading zeros by its number', () => {
    const config = parseSignConfig(
      rawConfig({ exactUrls: { '/v1/a': 12, '/v1/b': 1 }, prefixUrls: {}, signModes: { '12': ['path'], '01': ['body', 'path'] } }),
    );
    expect(config.signModes).toEqual({ '12': ['path'], '1': ['body', 'path'] });
  });

  it('freezes the parts of each mode, so no caller can change what is signed', () => {
    const config = parseSignConfig(rawConfig());
    expect(Object.isFrozen(config.signModes['2'])).toBe(true);
  });

  it('copies the device urls, so changing the answer later changes nothing', () => {
    const urls = ['/v1/user/checkDevice'];
    const config = parseSignConfig(rawConfig({ userCheckDeviceUrl: urls }));
    urls.push('/v1/other');
    expect(config.userCheckDeviceUrl).toEqual(['/v1/user/checkDevice']);
  });
});

describe('verifySignConfig', () => {
  it('returns the config with its verified server key', async () => {
    const config = await verifySignConfig(rawConfig(), TEST_ISSUER_CERT_PEM);
    expect(isVerifiedServerKey(config.serverKey)).toBe(true);
  });

  it('fails with the SPEC 5 reason when the server key does not verify', async () => {
    const error = await rejectionOf(verifySignConfig(rawConfig(), otherIssuer().certificatePem));
    expect((error as CryptoError).reason).toBe('server key verification failed');
  });
});

describe('signModeFor', () => {
  // Parsed in beforeAll, not while the tests are collected: a parse that throws fails these tests, not the file.
  let config: ReturnType<typeof parseSignConfig>;
  beforeAll(() => {
    config = parseSignConfig(rawConfig());
  });

  it('uses the exact entry first, even where a prefix also matches', () => {
    expect(signModeFor('/v1/asset/special', config)).toBe(0);
    expect(signModeFor('/v1/user/overview/userinfo', config)).toBe(1);
  });

  it('uses the longest matching prefix', () => {
    expect(signModeFor('/v1/asset/spot/list', config)).toBe(1);
    expect(signModeFor('/v1/asset/margin', config)).toBe(2);
    expect(signModeFor('/v1/order/place', config)).toBe(2);
  });

  it('uses the longest matching prefix whatever order the config lists them in', () => {
    const reversed = parseSignConfig(rawConfig({ prefixUrls: { '/v1/asset/spot/': 1, '/v1/asset/': 2 } }));
    expect(signModeFor('/v1/asset/spot/list', reversed)).toBe(1);
    expect(signModeFor('/v1/asset/margin', reversed)).toBe(2);
  });

  it('gives undefined for paths the config does not list', () => {
    expect(signModeFor('/v1/user/overview/userinfo/more', config)).toBeUndefined();
    expect(signModeFor('/v1/asset', config)).toBeUndefined();
    expect(signModeFor('/v1/mix/public/usdtRate', config)).toBeUndefined();
    expect(signModeFor('toString', config)).toBeUndefined();
  });

  it('recognises device-check urls', () => {
    expect(isDeviceCheckUrl('/v1/user/checkDevice', config)).toBe(true);
    expect(isDeviceCheckUrl('/v1/user/checkDevice2', config)).toBe(false);
  });
});
