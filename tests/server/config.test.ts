import { ConfigError, readConfig } from '../../server/config';

describe('readConfig', () => {
  it('has working defaults', () => {
    expect(readConfig({})).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '.data',
      dbPath: '.data/gateway.sqlite',
      production: false,
      staticDir: 'dist',
    });
  });

  it('reads every variable', () => {
    expect(
      readConfig({ PORT: '3000', HOST: '127.0.0.1', DATA_DIR: '/var/lib/gw', NODE_ENV: 'production', STATIC_DIR: 'build' }),
    ).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/var/lib/gw',
      dbPath: '/var/lib/gw/gateway.sqlite',
      production: true,
      staticDir: 'build',
    });
  });

  it.each(['0', '1', '65535', ' 8081 '])('accepts PORT=%j', (port) => {
    expect(readConfig({ PORT: port }).port).toBe(Number(port));
  });

  it('treats an empty variable as unset', () => {
    expect(readConfig({ PORT: '', HOST: '', DATA_DIR: ' ', STATIC_DIR: '' })).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
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
