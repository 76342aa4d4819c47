import type { FastifyInstance } from 'fastify';
import { ok } from '../../server/envelope';
import { testGateway } from './support';

// Which content types are refused is a security control: tests/server/security/cross-site-requests.test.ts.
describe('request bodies', () => {
  let app: FastifyInstance;

  beforeEach(async () => {
    app = await testGateway({ bodyLimit: 64 });
    app.post('/v1/test/echo', async (request) => ok(request.body ?? null));
  });

  afterEach(async () => {
    await app.close();
  });

  it('parses JSON with a charset parameter', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/test/echo',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      payload: '[{"id":"e1"}]',
    });
    expect(response.json()).toMatchObject({ code: '00000', data: [{ id: 'e1' }] });
  });

  it('applies the body limit to JSON bodies', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ a: 'x'.repeat(100) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: '41300' });
  });
});
