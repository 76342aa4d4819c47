import type { FastifyInstance } from 'fastify';
import { GatewayCodes, WireCodes } from '../../server/codes';
import { GatewayError, ok } from '../../server/envelope';
import { LogCapture, testGateway } from './support';

const JSON_TYPE = { 'content-type': 'application/json' };

async function gatewayWithRoutes(options: Parameters<typeof testGateway>[0] = {}): Promise<FastifyInstance> {
  const app = await testGateway(options);
  app.post('/v1/test/echo', async (request) => ok(request.body ?? null));
  app.get('/v1/test/boom', async () => {
    throw new Error('database file /var/secret/path is locked');
  });
  app.get('/v1/test/json-bug', async () => JSON.parse('{oops') as unknown);
  app.get('/v1/test/signed', async () => {
    throw new GatewayError(WireCodes.SIGNATURE_MISSING);
  });
  app.get('/v1/test/refused', async () => {
    throw new GatewayError(GatewayCodes.INVALID_PARAMETER, 'locale is not supported');
  });
  app.post(
    '/v1/test/validated',
    { schema: { body: { type: 'object', required: ['locale'], properties: { locale: { type: 'string' } } } } },
    async () => ok({}),
  );
  app.get('/v1/test/item/:id', async () => ok({}));
  return app;
}

describe('gateway error envelopes', () => {
  let app: FastifyInstance;

  beforeEach(async () => {
    app = await gatewayWithRoutes();
  });

  afterEach(async () => {
    await app.close();
  });

  it('answers malformed JSON with 400 and code 40001, then keeps serving', async () => {
    const bad = await app.inject({ method: 'POST', url: '/v1/test/echo', headers: JSON_TYPE, payload: '{"locale":' });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toMatch(/^application\/json/);
    expect(bad.json()).toEqual({ status: 'error', code: '40001', msg: 'Malformed JSON body', data: null });

    const next = await app.inject({ method: 'POST', url: '/v1/test/echo', headers: JSON_TYPE, payload: '{"a":1}' });
    expect(next.statusCode).toBe(200);
    expect(next.json()).toEqual({ status: 'success', code: '00000', msg: 'success', data: { a: 1 } });
  });

  it('answers an empty body declared as JSON with 400 and code 40003', async () => {
    const response = await app.inject({ method: 'POST', url: '/v1/test/echo', headers: JSON_TYPE, payload: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'error', code: '40003', data: null });
  });

  it('accepts a POST without body or content type', async () => {
    const response = await app.inject({ method: 'POST', url: '/v1/test/echo' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: '00000', data: null });
  });

  it('answers a body over the limit with 413 and code 41300', async () => {
    const small = await gatewayWithRoutes({ bodyLimit: 64 });
    try {
      const payload = JSON.stringify({ text: 'x'.repeat(200) });
      const response = await small.inject({ method: 'POST', url: '/v1/test/echo', headers: JSON_TYPE, payload });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ status: 'error', code: '41300', msg: 'Request body too large', data: null });
    } finally {
      await small.close();
    }
  });

  it('answers an unsupported content type with 415 and code 41500', async () => {
    for (const type of ['text/plain', 'application/xml']) {
      const response = await app.inject({
        method: 'POST',
        url: '/v1/test/echo',
        headers: { 'content-type': type },
        payload: '<a/>',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ status: 'error', code: '41500', data: null });
    }
  });

  it('answers a body without content type with 415', async () => {
    const response = await app.inject({ method: 'POST', url: '/v1/test/echo', payload: Buffer.from('raw bytes') });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: '41500' });
  });

  it.each(['/v1/nope', '/v1', '/btapi/common/nope', '/__dev/nope'])('answers unknown API path %s with 404', async (url) => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await app.inject({ method, url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 'error', code: '40400', msg: 'Unknown API path', data: null });
    }
  });

  it('answers a known API path called with another method with 405 and Allow', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/test/echo' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('POST');
    expect(response.json()).toMatchObject({ status: 'error', code: '40500', data: null });

    const withParam = await app.inject({ method: 'DELETE', url: '/v1/test/item/42' });
    expect(withParam.statusCode).toBe(405);
    expect(withParam.headers.allow).toBe('GET, HEAD');
  });

  it('answers a thrown error with 500 Internal error and no detail', async () => {
    for (const url of ['/v1/test/boom', '/v1/test/json-bug']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ status: 'error', code: '50000', msg: 'Internal error', data: null });
      expect(response.body).not.toMatch(/secret|locked|stack|at .*\.ts|SyntaxError|oops/);
    }
  });

  it('answers a thrown GatewayError with its own code, status and message', async () => {
    const signed = await app.inject({ method: 'GET', url: '/v1/test/signed' });
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toEqual({ status: 'error', code: '00020', msg: 'Signature missing', data: null });

    const refused = await app.inject({ method: 'GET', url: '/v1/test/refused' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ status: 'error', code: '40002', msg: 'locale is not supported', data: null });
  });

  it('answers a schema violation with 400 and code 40002 naming the field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/test/validated',
      headers: JSON_TYPE,
      payload: '{"language":"en"}',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; msg: string }>();
    expect(body.code).toBe('40002');
    expect(body.msg).toMatch(/^Invalid parameter: .*locale/);
  });

  it('answers an undecodable URL with a 400 envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/test/item/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'error', code: '40000', data: null });
  });
});

describe('error logging', () => {
  it('logs the internal error server-side while the client sees only Internal error', async () => {
    const logs = new LogCapture();
    const app = await gatewayWithRoutes({ logger: true, logStream: logs });
    try {
      const response = await app.inject({ method: 'GET', url: '/v1/test/boom' });
      expect(response.json()).toMatchObject({ msg: 'Internal error' });
      const failure = logs.entries().find((entry) => entry.msg === 'request failed');
      expect(failure).toBeDefined();
      expect(failure?.level).toBe(50);
      expect(JSON.stringify(failure?.err)).toContain('is locked');
    } finally {
      await app.close();
    }
  });
});
