import type { FastifyInstance } from 'fastify';
import { inflateSync } from 'node:zlib';
import type { DomainConfig } from '../../server/routes/domain-config';
import { makeStaticDir, removeDir, testGateway } from './support';

const URL = '/v1/mix/system/getDomainConfigList';

describe('GET /v1/mix/system/getDomainConfigList', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await testGateway({ publicHosts: ['exchange.test', 'exchange.test:8443'] });
  });

  afterAll(async () => {
    await app.close();
  });

  it.each([
    ['localhost:8080', 'http://localhost:8080'],
    ['127.0.0.1:43123', 'http://127.0.0.1:43123'],
    ['Exchange.Test', 'http://exchange.test'],
    ['exchange.test:8443', 'http://exchange.test:8443'],
    ['[::1]:8080', 'http://[::1]:8080'],
    ['app.localhost:5173', 'http://app.localhost:5173'],
  ])('lists the host of the request (%s), one of the gateway\'s names, and its mirror', async (host, origin) => {
    const response = await app.inject({ method: 'GET', url: URL, headers: { host } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'success',
      code: '00000',
      msg: 'success',
      data: { imgDomainConfig: { foreignDomainList: [origin], internalDomainList: [`${origin}/mirror`] } },
    });
  });

  it.each(['evil.test', 'exchange.test:9999', 'exchange.test.evil.test', '203.0.113.9:8080'])(
    'never hands back a Host that is none of the gateway\'s names (%s): no candidates, so the page keeps its own host',
    async (host) => {
      const response = await app.inject({ method: 'GET', url: URL, headers: { host } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: 'success',
        code: '00000',
        msg: 'success',
        data: { imgDomainConfig: { foreignDomainList: [], internalDomainList: [] } },
      });
      expect(response.body).not.toContain(host.split(':')[0]);
    },
  );

  it('hands back no name of its own choosing without PUBLIC_HOSTS, but this machine\'s names', async () => {
    const unconfigured = await testGateway();
    try {
      const lists = async (host: string) =>
        (await unconfigured.inject({ method: 'GET', url: URL, headers: { host } })).json<{ data: DomainConfig }>().data.imgDomainConfig.foreignDomainList;
      expect(await lists('exchange.test')).toEqual([]);
      expect(await lists('localhost:8080')).toEqual(['http://localhost:8080']);
      expect(await lists('127.0.0.1:8080')).toEqual(['http://127.0.0.1:8080']);
    } finally {
      await unconfigured.close();
    }
  });

  it('does not hand back a forwarded host that is none of its names, even from a trusted proxy', async () => {
    const proxied = await testGateway({ trustProxy: 'loopback', publicHosts: ['exchange.test'] });
    try {
      const response = await proxied.inject({
        method: 'GET',
        url: URL,
        headers: { host: '127.0.0.1:8080', 'x-forwarded-host': 'evil.test', 'x-forwarded-proto': 'https' },
      });
      expect(response.body).not.toContain('evil.test');
    } finally {
      await proxied.close();
    }
  });

  it('uses https and the forwarded host when a trusted proxy says so', async () => {
    const proxied = await testGateway({ trustProxy: 'loopback', publicHosts: ['exchange.test'] });
    try {
      const response = await proxied.inject({
        method: 'GET',
        url: URL,
        headers: { host: '127.0.0.1:8080', 'x-forwarded-host': 'exchange.test', 'x-forwarded-proto': 'https' },
      });
      expect(response.json()).toMatchObject({
        data: { imgDomainConfig: { foreignDomainList: ['https://exchange.test'] } },
      });
    } finally {
      await proxied.close();
    }
  });

  it.each(['evil.test/path', 'user@evil.test', 'evil.test:99999', 'a b', '-bad.test', 'evil.test:80:81'])(
    'refuses the malformed Host %j with 40002',
    async (host) => {
      const response = await app.inject({ method: 'GET', url: URL, headers: { host } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: 'error', code: '40002', msg: 'Invalid Host header', data: null });
    },
  );
});

describe('the image-domain probe', () => {
  let app: FastifyInstance;
  let staticDir: string;

  beforeAll(async () => {
    staticDir = makeStaticDir();
    app = await testGateway({ staticDir });
  });

  afterAll(async () => {
    await app.close();
    removeDir(staticDir);
  });

  it.each(['/static/probe.png', '/mirror/static/probe.png'])('serves %s as an uncached 1x1 PNG', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('no-store');
    const png = response.rawPayload;
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.toString('ascii', 12, 16)).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1, 1]);
    const idatLength = png.readUInt32BE(33);
    expect(png.toString('ascii', 37, 41)).toBe('IDAT');
    expect(inflateSync(png.subarray(41, 41 + idatLength))).toHaveLength(3);
  });

  it('answers HEAD for the probe', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/static/probe.png' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
  });

  it('serves the probe from the hosts the config lists', async () => {
    const config = await app.inject({ method: 'GET', url: URL, headers: { host: 'localhost:8080' } });
    const { foreignDomainList, internalDomainList } = config.json<{
      data: { imgDomainConfig: { foreignDomainList: string[]; internalDomainList: string[] } };
    }>().data.imgDomainConfig;
    for (const origin of [...foreignDomainList, ...internalDomainList]) {
      const path = new globalThis.URL(`${origin}/static/probe.png`).pathname;
      const response = await app.inject({ method: 'GET', url: path });
      expect(response.statusCode).toBe(200);
    }
  });
});
