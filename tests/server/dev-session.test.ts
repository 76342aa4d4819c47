import type { FastifyInstance } from 'fastify';
import { findSession } from '../../server/sessions';
import { postJson, setCookies, testGateway } from './support';

describe('POST /__dev/session', () => {
  let app: FastifyInstance;

  beforeEach(async () => {
    app = await testGateway();
  });

  afterEach(async () => {
    await app.close();
  });

  it('creates a session and sets the HttpOnly token cookie and the readable user id cookie', async () => {
    const response = await postJson(app, '/__dev/session', { loginName: 'demo' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: { userId: string; loginName: string; token: string; expiresAt: number } }>();
    expect(data).toEqual({
      userId: '10000001',
      loginName: 'demo',
      token: expect.any(String),
      expiresAt: expect.any(Number),
    });
    expect(findSession(app.db, data.token)?.userId).toBe('10000001');

    const [token, userId] = setCookies(response.headers);
    expect(token).toMatch(new RegExp(`^refresh_token=${data.token}; Path=/; Max-Age=\\d+; HttpOnly; SameSite=Lax$`));
    expect(userId).toMatch(/^user_id=10000001; Path=\/; Max-Age=\d+; SameSite=Lax$/);
    expect(userId).not.toContain('HttpOnly');
  });

  it('marks the cookies Secure when the request came over https (through a trusted proxy)', async () => {
    const proxied = await testGateway({ trustProxy: '127.0.0.1' });
    try {
      const response = await postJson(proxied, '/__dev/session', { loginName: 'demo' }, { 'x-forwarded-proto': 'https' });
      const lines = setCookies(response.headers);
      expect(lines).toHaveLength(2);
      for (const line of lines) expect(line).toContain('; Secure');
    } finally {
      await proxied.close();
    }
  });

  it('logs in the sub-account too', async () => {
    const response = await postJson(app, '/__dev/session', { loginName: 'demo-sub' });
    expect(response.json()).toMatchObject({ data: { userId: '10000002' } });
  });

  it.each([
    [{ loginName: 'nobody' }, /loginName: no such user/],
    [{}, /loginName/],
    [{ loginName: '' }, /loginName/],
    [{ loginName: 42 }, /loginName/],
    [{ loginName: 'x'.repeat(65) }, /loginName/],
  ])('refuses %j with 40002 and no cookie', async (body, msg) => {
    const response = await postJson(app, '/__dev/session', body);
    expect(response.statusCode).toBe(400);
    const answer = response.json<{ msg: string }>();
    expect(answer).toMatchObject({ status: 'error', code: '40002', data: null });
    expect(answer.msg).toMatch(msg);
    expect(setCookies(response.headers)).toEqual([]);
  });

  it('does not exist in production', async () => {
    const production = await testGateway({ production: true });
    try {
      const response = await postJson(production, '/__dev/session', { loginName: 'demo' });
      expect(response.statusCode).toBe(404);
      expect(setCookies(response.headers)).toEqual([]);
    } finally {
      await production.close();
    }
  });
});
