import type { FastifyInstance } from 'fastify';
import { loginAs, postJson, testGateway } from './support';

let app: FastifyInstance;

beforeEach(async () => {
  app = await testGateway();
});

afterEach(async () => {
  await app.close();
});

const LIST = '/v1/user/subAccount/list';

test('a main account sees itself and its sub-accounts', async () => {
  const { cookie } = await loginAs(app, 'demo');
  const data = (await postJson(app, LIST, {}, { cookie })).json().data;
  expect(data).toEqual({
    current: '10000001',
    main: { userId: '10000001', loginName: 'demo' },
    subAccounts: [{ userId: '10000002', loginName: 'demo-sub' }],
  });
});

test('a sub-account sees the same accounts, with itself as current', async () => {
  const { cookie } = await loginAs(app, 'demo-sub');
  const data = (await postJson(app, LIST, {}, { cookie })).json().data;
  expect(data.current).toBe('10000002');
  expect(data.main.userId).toBe('10000001');
});

test('an anonymous caller gets 00004', async () => {
  const body = (await postJson(app, LIST, {})).json();
  expect(body).toMatchObject({ status: 'error', code: '00004' });
});
