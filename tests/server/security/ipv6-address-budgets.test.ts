// Threat: a sender on IPv6 holds a whole /64 (2^64 addresses) and picks a new source address for each attempt. Counted
// address by address, every attempt came with a fresh per-address budget: unlimited password guesses spread over
// accounts, unlimited requests, unlimited market stream sockets.
import type { FastifyInstance } from 'fastify';
import { addressKey } from '../../../server/limits/address-key';
import { envelope } from '../crypto-client';
import { testGateway } from '../support';

let app: FastifyInstance;

afterEach(async () => {
  await app.close();
});

function sendCodeFrom(remoteAddress: string, email: string) {
  return app.inject({
    method: 'POST',
    url: '/v1/user/public/sendCode',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ email }),
    remoteAddress,
  });
}

describe('per-address budgets on IPv6', () => {
  it('count every address of one /64 as one: a new source address brings no new auth budget', async () => {
    app = await testGateway({ rateLimits: { authMax: 2, authWindowMs: 60_000 } });
    expect(envelope(await sendCodeFrom('2001:db8:1:2::1', 'a@example.com')).code).toBe('00000');
    expect(envelope(await sendCodeFrom('2001:db8:1:2:aaaa:bbbb:cccc:dddd', 'b@example.com')).code).toBe('00000');
    const third = await sendCodeFrom('2001:0db8:0001:0002:ffff::9', 'c@example.com');
    expect(third.statusCode).toBe(429);
    expect(envelope(third).code).toBe('42900');
    // The next /64 is someone else.
    expect(envelope(await sendCodeFrom('2001:db8:1:3::1', 'd@example.com')).code).toBe('00000');
  });

  it('count the general budget by /64 too', async () => {
    app = await testGateway({ rateLimits: { generalMax: 2, generalWindowMs: 60_000 } });
    const get = (remoteAddress: string) => app.inject({ method: 'GET', url: '/v1/mix/system/getDomainConfigList', remoteAddress });
    expect((await get('2001:db8::1')).statusCode).toBe(200);
    expect((await get('2001:db8::2')).statusCode).toBe(200);
    expect((await get('2001:db8::3')).statusCode).toBe(429);
    expect((await get('192.0.2.1')).statusCode).toBe(200);
  });
});

describe('addressKey', () => {
  it.each([
    ['192.0.2.7', '192.0.2.7'],
    ['::ffff:192.0.2.7', '192.0.2.7'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:0003:0004:0005:0006', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::', '0:0:0:0::/64'],
    ['not an address', 'not an address'],
  ])('%s is counted as %s', (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });
});
