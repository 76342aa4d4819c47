import { parseEnv } from '../../src/config/env-parse';

describe('parseEnv', () => {
  it('defaults to development with the /v1 prefix, log env pre, the exchange scheme and no beta marker', () => {
    expect(parseEnv({})).toEqual({
      mode: 'development',
      dev: true,
      apiPrefix: '/v1',
      beta: false,
      version: '0.0.0',
      logEnv: 'pre',
      appSchemes: ['exchange'],
    });
  });

  it('reads the client version the build defines', () => {
    expect(parseEnv({ VITE_APP_VERSION: '1.4.2' }).version).toBe('1.4.2');
  });

  it('reads the test and production modes and reports online logs in production', () => {
    expect(parseEnv({ MODE: 'test' })).toMatchObject({ mode: 'test', dev: false, logEnv: 'pre' });
    expect(parseEnv({ MODE: 'production' })).toMatchObject({ mode: 'production', dev: false, logEnv: 'online' });
  });

  it('treats an unknown mode as development', () => {
    expect(parseEnv({ MODE: 'staging' })).toMatchObject({ mode: 'development', dev: true });
  });

  it.each([
    ['/v1', '/v1'],
    ['v1/', '/v1'],
    ['v1', '/v1'],
    ['//v1//', '/v1'],
    ['  /v1  ', '/v1'],
    ['/', ''],
    ['/api/v2', '/api/v2'],
    ['gateway/v3/', '/gateway/v3'],
    ['', '/v1'],
    ['   ', '/v1'],
  ])('normalises the API prefix %j to %j', (raw, expected) => {
    expect(parseEnv({ VITE_API_PREFIX: raw }).apiPrefix).toBe(expected);
  });

  it.each(['pre', 'online', 'test1', 'test42'])('accepts the log env %j', (logEnv) => {
    expect(parseEnv({ VITE_LOG_ENV: logEnv }).logEnv).toBe(logEnv);
  });

  it.each(['prod', 'test', 'Online', 'testx', 'pre1'])('rejects the log env %j', (logEnv) => {
    expect(() => parseEnv({ VITE_LOG_ENV: logEnv })).toThrow(/VITE_LOG_ENV/);
  });

  it('lower-cases app schemes and drops empty entries', () => {
    expect(parseEnv({ VITE_APP_SCHEMES: ' Exchange, MyApp+Pro ,, ' }).appSchemes).toEqual(['exchange', 'myapp+pro']);
  });

  it.each(['javascript', 'JavaScript', 'data', 'vbscript', 'file', 'blob', 'about', 'exchange,javascript'])(
    'rejects the dangerous app scheme list %j',
    (schemes) => {
      expect(() => parseEnv({ VITE_APP_SCHEMES: schemes })).toThrow(/VITE_APP_SCHEMES/);
    },
  );

  it.each(['1app', 'my app', 'app:', '-app'])('rejects the malformed app scheme %j', (scheme) => {
    expect(() => parseEnv({ VITE_APP_SCHEMES: scheme })).toThrow(/VITE_APP_SCHEMES/);
  });

  it.each([
    ['true', true],
    ['false', false],
    ['1', false],
    ['TRUE', false],
    [undefined, false],
  ])('reads VITE_BETA=%j as beta %j', (raw, beta) => {
    expect(parseEnv({ VITE_BETA: raw }).beta).toBe(beta);
  });
});
