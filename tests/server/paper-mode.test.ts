import type { FastifyInstance } from 'fastify';
import { loginAs, postJson, testGateway } from './support';

let app: FastifyInstance;

beforeEach(async () => {
  app = await testGateway();
});

afterEach(async () => {
  await app.close();
});

const USER_INFO = '/v1/user/overview/userinfo';

test('the same user sees the real account without the header and the paper account with paptrading: 1', async () => {
  const { cookie } = await loginAs(app);
  const real = (await postJson(app, USER_INFO, {}, { cookie })).json().data.userInfo;
  const paper = (await postJson(app, USER_INFO, {}, { cookie, paptrading: '1' })).json().data.userInfo;

  expect(real).toMatchObject({ userId: '10000001', accountMode: 'real', tradingAccountId: '10000001', vipLevel: 1 });
  expect(paper).toMatchObject({ userId: '10000001', accountMode: 'paper', tradingAccountId: 'P10000001', vipLevel: 0 });
});

test.each(['0', 'true', '', 'yes'])('paptrading: %p is not paper mode', async (value) => {
  const { cookie } = await loginAs(app);
  const info = (await postJson(app, USER_INFO, {}, { cookie, paptrading: value })).json().data.userInfo;
  expect(info.accountMode).toBe('real');
});
