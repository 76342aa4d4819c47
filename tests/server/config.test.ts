import { ConfigError, readConfig } from '../../server/config';
import { DEFAULT_TIMEOUTS } from '../../server/connection-edges';
import { DEFAULT_RATE_LIMITS } from '../../server/limits/rate-limits';

describe('readConfig', () => {
  it('has working defaults: loopback only, no development endpoints, no proxy trusted', () => {
    expect(readConfig({})).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '.data',
      dbPath: '.data/gateway.sqlite',
      production: false,
      staticDir: 'dist',
      devEndpoints: false,
      trustProxy: false,
      timeouts: { headersMs: 10_000, requestMs: 30_000, keepAliveMs: 72_000, idleMs: 120_000 },
      rateLimits: { generalMax: 1000, generalWindowMs: 60_000, authMax: 20, authWindowMs: 600_000, orderMax: 100, orderWindowMs: 10_000 },
      sessions: { lifetimeMs: 604_800_000, idleMs: 1_800_000 },
      serverKeys: { rotationMs: 2_592_000_000, graceMs: 172_800_000 },
      futuresFundingIntervalMs: 28_800_000,
      publicHosts: [],
      streamMaxSocketsPerAddress: 50,
    });
    expect(DEFAULT_TIMEOUTS).toEqual(readConfig({}).timeouts);
    expect(DEFAULT_RATE_LIMITS).toEqual(readConfig({}).rateLimits);
  });

  it('reads every variable', () => {
    expect(
      readConfig({
        PORT: '3000',
        HOST: '0.0.0.0',
        DATA_DIR: '/var/lib/gw',
        NODE_ENV: 'production',
        STATIC_DIR: 'build',
        TRUST_PROXY: '10.0.0.0/8, loopback',
        HEADERS_TIMEOUT_MS: '5000',
        REQUEST_TIMEOUT_MS: '20000',
        KEEP_ALIVE_TIMEOUT_MS: '65000',
        IDLE_TIMEOUT_MS: '90000',
        RATE_LIMIT_MAX: '500',
        RATE_LIMIT_WINDOW_MS: '30000',
        AUTH_RATE_LIMIT_MAX: '5',
        AUTH_RATE_LIMIT_WINDOW_MS: '900000',
        ORDER_RATE_LIMIT_MAX: '300',
        ORDER_RATE_LIMIT_WINDOW_MS: '60000',
        SESSION_LIFETIME_MS: '2592000000',
        SESSION_IDLE_TIMEOUT_MS: '900000',
        SERVER_KEY_ROTATION_MS: '604800000',
        SERVER_KEY_GRACE_MS: '86400000',
        FUTURES_FUNDING_INTERVAL_MS: '60000',
        PUBLIC_HOSTS: 'Exchange.Example, exchange.example:8443',
        STREAM_MAX_SOCKETS_PER_ADDRESS: '10',
      }),
    ).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/var/lib/gw',
      dbPath: '/var/lib/gw/gateway.sqlite',
      production: true,
      staticDir: 'build',
      devEndpoints: false,
      trustProxy: '10.0.0.0/8,loopback',
      timeouts: { headersMs: 5000, requestMs: 20_000, keepAliveMs: 65_000, idleMs: 90_000 },
      rateLimits: { generalMax: 500, generalWindowMs: 30_000, authMax: 5, authWindowMs: 900_000, orderMax: 300, orderWindowMs: 60_000 },
      sessions: { lifetimeMs: 2_592_000_000, idleMs: 900_000 },
      serverKeys: { rotationMs: 604_800_000, graceMs: 86_400_000 },
      futuresFundingIntervalMs: 60_000,
      publicHosts: ['exchange.example', 'exchange.example:8443'],
      streamMaxSocketsPerAddress: 10,
    });
  });

  it('refuses PUBLIC_HOSTS entries that are not a host with an optional port', () => {
    for (const value of ['https://exchange.example', 'exchange.example/path', 'user@exchange.example', 'exchange.example:99999', 'a,,b']) {
      expect(() => readConfig({ PUBLIC_HOSTS: value })).toThrow('PUBLIC_HOSTS must list host names with an optional port');
    }
  });

  it('refuses a stream socket cap that is not a whole number from 1', () => {
    for (const value of ['0', '-1', 'many']) {
      expect(() => readConfig({ STREAM_MAX_SOCKETS_PER_ADDRESS: value })).toThrow(
        `STREAM_MAX_SOCKETS_PER_ADDRESS must be a whole number from 1, got "${value}"`,
      );
    }
  });

  it('refuses a funding interval that is not a whole number of milliseconds', () => {
    expect(() => readConfig({ FUTURES_FUNDING_INTERVAL_MS: '0' })).toThrow('FUTURES_FUNDING_INTERVAL_MS must be a whole number of milliseconds');
    expect(() => readConfig({ FUTURES_FUNDING_INTERVAL_MS: '8h' })).toThrow('FUTURES_FUNDING_INTERVAL_MS must be a whole number of milliseconds');
  });

  it('refuses rate limits that are not whole numbers from 1', () => {
    for (const name of ['AUTH_RATE_LIMIT_MAX', 'ORDER_RATE_LIMIT_MAX']) {
      for (const value of ['0', '-1', '1.5', 'many']) {
        expect(() => readConfig({ [name]: value })).toThrow(`${name} must be a whole number from 1, got "${value}"`);
      }
    }
    expect(() => readConfig({ ORDER_RATE_LIMIT_WINDOW_MS: '10s' })).toThrow('ORDER_RATE_LIMIT_WINDOW_MS must be a whole number of milliseconds');
  });

  it('refuses a key rotation period or grace that is not a whole number of milliseconds from 1', () => {
    for (const name of ['SERVER_KEY_ROTATION_MS', 'SERVER_KEY_GRACE_MS']) {
      for (const value of ['0', '1.5', '30d']) {
        expect(() => readConfig({ [name]: value })).toThrow(
          `${name} must be a whole number of milliseconds from 1, got "${value}"`,
        );
      }
    }
  });

  it('refuses an idle timeout longer than the session lifetime', () => {
    expect(() => readConfig({ SESSION_LIFETIME_MS: '60000', SESSION_IDLE_TIMEOUT_MS: '120000' })).toThrow(
      'SESSION_IDLE_TIMEOUT_MS (120000) must not exceed SESSION_LIFETIME_MS (60000)',
    );
  });

  it('switches the development endpoints on with DEV_ENDPOINTS=1 only', () => {
    expect(readConfig({ DEV_ENDPOINTS: '1' }).devEndpoints).toBe(true);
    expect(readConfig({ DEV_ENDPOINTS: '0' }).devEndpoints).toBe(false);
    expect(readConfig({ NODE_ENV: 'development' }).devEndpoints).toBe(false);
    for (const value of ['true', 'yes', 'on', '2']) {
      expect(() => readConfig({ DEV_ENDPOINTS: value })).toThrow(`DEV_ENDPOINTS must be 1 (on) or 0 (off), got "${value}"`);
    }
  });

  it('refuses the development endpoints in production', () => {
    expect(() => readConfig({ NODE_ENV: 'production', DEV_ENDPOINTS: '1' })).toThrow(
      'DEV_ENDPOINTS=1 is refused with NODE_ENV=production: production never serves /__dev',
    );
  });

  it.each(['127.0.0.1', '::1', '10.0.0.0/8', 'fd00::/8', 'loopback', 'linklocal,uniquelocal', '192.168.1.10, 192.168.1.11'])(
    'trusts the proxies TRUST_PROXY=%j names',
    (value) => {
      expect(readConfig({ TRUST_PROXY: value }).trustProxy).toBe(value.split(',').map((entry) => entry.trim()).join(','));
    },
  );

  it.each(['true', '1', '2', '*', 'proxy.example', '10.0.0.0/33', '10.0.0.1/8/1', 'loopback,'])(
    'refuses TRUST_PROXY=%j, which names no proxy address',
    (value) => {
      expect(() => readConfig({ TRUST_PROXY: value })).toThrow(/^TRUST_PROXY must list the addresses of the proxies/);
    },
  );

  it('refuses timeouts that are not whole milliseconds, and a headers timeout past the request timeout', () => {
    for (const value of ['0', '-5', '1.5', 'soon', '1e4']) {
      expect(() => readConfig({ REQUEST_TIMEOUT_MS: value })).toThrow(
        `REQUEST_TIMEOUT_MS must be a whole number of milliseconds from 1, got "${value}"`,
      );
    }
    expect(() => readConfig({ HEADERS_TIMEOUT_MS: '40000' })).toThrow(
      'HEADERS_TIMEOUT_MS (40000) must not exceed REQUEST_TIMEOUT_MS (30000)',
    );
  });

  it.each(['0', '1', '65535', ' 8081 '])('accepts PORT=%j', (port) => {
    expect(readConfig({ PORT: port }).port).toBe(Number(port));
  });

  it('treats an empty variable as unset', () => {
    expect(readConfig({ PORT: '', HOST: '', DATA_DIR: ' ', STATIC_DIR: '', DEV_ENDPOINTS: '', TRUST_PROXY: '' })).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      devEndpoints: false,
      trustProxy: false,
      dataDir: '.data',
      staticDir: 'dist',
    });
  });

  it.each(['abc', '-1', '65536', '80.5', '8080abc', '1e3', '0x50', '999999'])('rejects PORT=%j', (port) => {
    expect(() => readConfig({ PORT: port })).toThrow(ConfigError);
    expect(() => readConfig({ PORT: port })).toThrow(`PORT must be a whole number from 0 to 65535, got "${port}"`);
  });

  it.each(['development', 'test', 'Production', ''])('is not production for NODE_ENV=%j', (nodeEnv) => {
    expect(readConfig({ NODE_ENV: nodeEnv }).production).toBe(false);
  });
});
