import { pathOf } from '../../server/request-path';
import { LogCapture, testGateway } from './support';

describe('request logging', () => {
  it('writes one line per request with method, path, status, time and request id', async () => {
    const logs = new LogCapture();
    const app = await testGateway({ logger: true, logStream: logs });
    try {
      await app.inject({ method: 'GET', url: '/__dev/ping' });
      await app.inject({ method: 'GET', url: '/v1/nope' });
      const lines = logs.entries().filter((entry) => entry.msg === 'request completed');
      expect(lines).toEqual([
        expect.objectContaining({ method: 'GET', path: '/__dev/ping', statusCode: 200, reqId: expect.any(String) }),
        expect.objectContaining({ method: 'GET', path: '/v1/nope', statusCode: 404, reqId: expect.any(String) }),
      ]);
      expect(typeof lines[0]?.responseTimeMs).toBe('number');
      expect(lines[0]?.reqId).not.toBe(lines[1]?.reqId);
      expect(logs.entries().filter((entry) => entry.msg === 'incoming request')).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('never logs query strings or sensitive headers', async () => {
    const logs = new LogCapture();
    const app = await testGateway({ logger: true, logStream: logs });
    app.get('/v1/test/headers', async (request) => {
      request.log.info({ headers: request.headers }, 'debugging headers');
      return { ok: true };
    });
    try {
      await app.inject({
        method: 'GET',
        url: '/v1/test/headers?token=query-secret&email=a%40b.c',
        headers: {
          cookie: 'session=cookie-secret',
          authorization: 'Bearer auth-secret',
          'device-sign': 'sign-secret',
        },
      });
      const all = logs.lines.join('\n');
      expect(all).toContain('/v1/test/headers');
      for (const secret of ['query-secret', 'a%40b.c', 'cookie-secret', 'auth-secret', 'sign-secret']) {
        expect(all).not.toContain(secret);
      }
    } finally {
      await app.close();
    }
  });
});

describe('pathOf', () => {
  it('drops the query string and fragment', () => {
    expect(pathOf('/v1/user/login?code=123')).toBe('/v1/user/login');
    expect(pathOf('/events/ja#top')).toBe('/events/ja');
    expect(pathOf('/spot/BTCUSDT')).toBe('/spot/BTCUSDT');
  });
});
