// Threat: a client that talks to the gateway directly and claims, with X-Forwarded-* headers, to be someone else
// (another address, for the per-address limits and logs), somewhere else (another host, for the origins the gateway
// hands out and its same-origin check) or on https (for Secure cookies and HSTS).
import type { FastifyInstance } from 'fastify';
import { postJson, setCookies, testGateway } from '../support';

const FORGED = {
  'x-forwarded-for': '203.0.113.66',
  'x-forwarded-host': 'attacker.example',
  'x-forwarded-proto': 'https',
};

// Both names are gateway names here (PUBLIC_HOSTS), so the image hosts it hands out show which host it believes; a
// name it does not have is never handed out at all (tests/server/domain-config.test.ts).
const PUBLIC_HOSTS = ['exchange.test', 'attacker.example'];

async function observe(app: FastifyInstance, headers: Record<string, string>) {
  const config = await app.inject({ method: 'POST', url: '/v1/mix/public/clientCommonConfig', headers });
  const domains = await app.inject({ method: 'GET', url: '/v1/mix/system/getDomainConfigList', headers });
  // The development session answers only a host naming this machine; the cookies are what is looked at here.
  const { 'x-forwarded-host': _forwardedHost, ...sessionHeaders } = headers;
  const session = await postJson(app, '/__dev/session', { loginName: 'demo' }, { ...sessionHeaders, host: 'localhost' });
  const cookies = setCookies(session.headers);
  expect(cookies).toHaveLength(2);
  return {
    ip: config.json<{ data: { localVo: { ip: string } } }>().data.localVo.ip,
    origin: domains.json<{ data: { imgDomainConfig: { foreignDomainList: string[] } } }>().data.imgDomainConfig
      .foreignDomainList[0],
    secureCookies: cookies.every((line) => line.includes('; Secure')),
    hsts: config.headers['strict-transport-security'],
  };
}

describe('X-Forwarded-* and Host', () => {
  it('are not believed without a configured proxy', async () => {
    const app = await testGateway({ publicHosts: PUBLIC_HOSTS });
    try {
      expect(await observe(app, { host: 'exchange.test', ...FORGED })).toEqual({
        ip: '127.0.0.1',
        origin: 'http://exchange.test',
        secureCookies: false,
        hsts: undefined,
      });
    } finally {
      await app.close();
    }
  });

  it('are not believed from a peer that is not the configured proxy', async () => {
    const app = await testGateway({ trustProxy: '10.0.0.1', publicHosts: PUBLIC_HOSTS });
    try {
      expect(await observe(app, { host: 'exchange.test', ...FORGED })).toMatchObject({
        ip: '127.0.0.1',
        origin: 'http://exchange.test',
        secureCookies: false,
      });
    } finally {
      await app.close();
    }
  });

  it('are believed from the configured proxy', async () => {
    const app = await testGateway({ trustProxy: 'loopback', publicHosts: PUBLIC_HOSTS });
    try {
      expect(await observe(app, { host: '127.0.0.1:8080', ...FORGED })).toMatchObject({
        ip: '203.0.113.66',
        origin: 'https://attacker.example',
        secureCookies: true,
      });
    } finally {
      await app.close();
    }
  });

  it('cannot make a cross-site request look same-origin without a configured proxy', async () => {
    const app = await testGateway();
    try {
      const headers = { host: '127.0.0.1:8080', origin: 'https://attacker.example', ...FORGED };
      expect((await postJson(app, '/v1/user/logout', undefined, headers)).json()).toMatchObject({ code: '40301' });
    } finally {
      await app.close();
    }
  });

  it('send HSTS in production only for https the gateway can trust', async () => {
    const direct = await testGateway({ production: true });
    const proxied = await testGateway({ production: true, trustProxy: '127.0.0.1' });
    try {
      const headers = { 'x-forwarded-proto': 'https' };
      const url = '/v1/market/tickers';
      expect((await direct.inject({ method: 'GET', url, headers })).headers['strict-transport-security']).toBeUndefined();
      expect((await proxied.inject({ method: 'GET', url, headers })).headers['strict-transport-security']).toBeDefined();
    } finally {
      await direct.close();
      await proxied.close();
    }
  });
});
