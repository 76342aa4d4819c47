// Threat: the inspection endpoints (a password-less session, live verification codes, the fault switch, what the
// gateway received) reached by anyone who can reach the gateway: a LAN neighbour, or a web page that points a
// domain of its own at the developer's machine (DNS rebinding).
import type { FastifyInstance } from 'fastify';
import { buildGateway } from '../../../server/app';
import { MAX_STORED_REPORTS, storeSecurityReport } from '../../../server/security-log';
import { postJson, testGateway } from '../support';

const DEV_CALLS = [
  { method: 'POST', url: '/__dev/session', payload: { loginName: 'demo' } },
  { method: 'GET', url: '/__dev/codes' },
  { method: 'GET', url: '/__dev/security-log' },
  { method: 'GET', url: '/__dev/tracking' },
  { method: 'DELETE', url: '/__dev/tracking' },
  { method: 'GET', url: '/__dev/faults' },
  { method: 'POST', url: '/__dev/faults', payload: { path: '/v1/mix/public/usdtRate', httpStatus: 500 } },
  { method: 'POST', url: '/__dev/client-config', payload: { supportUrl: 'javascript:alert(1)' } },
  { method: 'GET', url: '/__dev/ping' },
] as const;

function send(app: FastifyInstance, call: (typeof DEV_CALLS)[number], host?: string) {
  const headers: Record<string, string> = host === undefined ? {} : { host };
  if ('payload' in call) {
    return app.inject({ method: call.method, url: call.url, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(call.payload) });
  }
  return app.inject({ method: call.method, url: call.url, headers });
}

describe('the development endpoints', () => {
  it('do not exist unless switched on, outside production too', async () => {
    const app = await buildGateway({ db: ':memory:', production: false, logger: false });
    try {
      for (const call of DEV_CALLS) {
        const response = await send(app, call);
        expect([call.url, response.statusCode]).toEqual([call.url, 404]);
        expect(response.json()).toMatchObject({ code: '40400' });
      }
      // Nor does the fault switch: the fault asked for above changed nothing.
      expect((await postJson(app, '/v1/mix/public/usdtRate', {})).json()).toMatchObject({ code: '00000' });
    } finally {
      await app.close();
    }
  });

  it('cannot be switched on in production', async () => {
    await expect(buildGateway({ db: ':memory:', production: true, devEndpoints: true, logger: false })).rejects.toThrow(
      'The development endpoints cannot be served in production',
    );
  });

  describe('when switched on', () => {
    let app: FastifyInstance;

    beforeAll(async () => {
      app = await testGateway({ devEndpoints: true });
    });

    afterAll(async () => {
      await app.close();
    });

    it.each(['localhost', 'localhost:8080', '127.0.0.1:8080', '[::1]:8080', 'app.localhost:5173', '192.168.1.20:8080'])(
      'answer a request addressed to this machine (Host %s)',
      async (host) => {
        const response = await send(app, DEV_CALLS[DEV_CALLS.length - 1] ?? DEV_CALLS[0], host);
        expect(response.json()).toMatchObject({ code: '00000', data: { pong: true } });
      },
    );

    it.each(['rebind.attacker.example', 'rebind.attacker.example:8080', 'localhost.attacker.example', 'evil'])(
      'refuse every call addressed by a domain name, as a rebound one would be (Host %s)',
      async (host) => {
        for (const call of DEV_CALLS) {
          const response = await send(app, call, host);
          expect([call.url, response.statusCode]).toEqual([call.url, 403]);
          expect(response.json()).toEqual({ status: 'error', code: '40300', msg: 'Forbidden', data: null });
        }
      },
    );

    it('offer no way to flush the security log', async () => {
      for (const method of ['DELETE', 'POST', 'PUT'] as const) {
        const response = await app.inject({ method, url: '/__dev/security-log' });
        expect(response.statusCode).toBe(405);
      }
    });
  });
});

describe('the security log', () => {
  it('cannot be flushed by a client posting reports: the earliest ones stay, and new ones are refused', async () => {
    const app = await testGateway();
    try {
      const earliest = { bizType: 'csp', event: 'evidence', reason: 'the attack', page: '/spot/BTCUSDT', timestamp: 1 };
      storeSecurityReport(app.db, earliest, null);
      const filler = { ...earliest, event: 'filler', reason: '' };
      app.db.transaction(() => {
        for (let i = 1; i < MAX_STORED_REPORTS; i += 1) storeSecurityReport(app.db, filler, null);
      })();
      const report = { bizType: 'csp', data: { event: 'flood', reason: '' }, timestamp: 2, page: '/' };
      for (let i = 0; i < 3; i += 1) {
        expect((await postJson(app, '/v1/buried/log/cspSecurity', report)).json()).toMatchObject({ code: '00000' });
      }
      const rows = app.db.prepare('SELECT event FROM security_log ORDER BY id').all() as Array<{ event: string }>;
      expect(rows).toHaveLength(MAX_STORED_REPORTS);
      expect(rows[0]).toEqual({ event: 'evidence' });
      expect(rows.some((row) => row.event === 'flood')).toBe(false);
    } finally {
      await app.close();
    }
    // It fills the whole store (MAX_STORED_REPORTS rows) before posting.
  }, 20_000);
});
