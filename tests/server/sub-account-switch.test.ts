import type { FastifyInstance } from 'fastify';
import { generateClientKeyPair } from '../../src/crypto/key-pair';
import { DEMO_ACCOUNT } from '../../server/demo-account';
import { connect, cookieHeader, envelope, loginDemo, postEncrypted } from './crypto-client';
import type { TestClient } from './crypto-client';
import { loginAs, setCookies, testGateway } from './support';

const SWITCH = '/v1/user/subAccount/switch';
const TO_SUB = { userId: DEMO_ACCOUNT.subAccountId };

async function userInfoId(app: FastifyInstance, cookie: string): Promise<string | undefined> {
  const response = await app.inject({ method: 'POST', url: '/v1/user/overview/userinfo', headers: { cookie } });
  return response.json<{ data: { userInfo: { userId: string } } | null }>().data?.userInfo.userId;
}

describe('sub-account switching', () => {
  let app: FastifyInstance;
  let client: TestClient;

  beforeEach(async () => {
    app = await testGateway();
    client = await connect(app);
  });

  afterEach(async () => {
    await app.close();
  });

  it('moves the session to a sub-account and back, ending each old session', async () => {
    const { cookie } = await loginDemo(app, client);
    const toSub = await postEncrypted(app, client, SWITCH, TO_SUB, { cookie });
    expect(envelope(toSub)).toMatchObject({ code: '00000', data: { userInfo: { userId: DEMO_ACCOUNT.subAccountId } } });
    const userIdCookie = `user_id=${DEMO_ACCOUNT.subAccountId};`;
    expect(setCookies(toSub.headers).some((line) => line.startsWith(userIdCookie))).toBe(true);
    const subCookie = cookieHeader(toSub);
    expect(await userInfoId(app, subCookie)).toBe(DEMO_ACCOUNT.subAccountId);
    expect(await userInfoId(app, cookie)).toBeUndefined();

    const back = await postEncrypted(app, client, '/v1/user/subAccount/switchBack', {}, { cookie: subCookie });
    expect(envelope(back)).toMatchObject({ code: '00000', data: { userInfo: { userId: DEMO_ACCOUNT.userId } } });
    expect(await userInfoId(app, cookieHeader(back))).toBe(DEMO_ACCOUNT.userId);
    expect(await userInfoId(app, subCookie)).toBeUndefined();
  });

  it('refuses an account that is not a sub-account of the session user, and switching back from a parent', async () => {
    const { cookie } = await loginDemo(app, client);
    const notSub = await postEncrypted(app, client, SWITCH, { userId: DEMO_ACCOUNT.userId }, { cookie });
    expect(envelope(notSub)).toMatchObject({ status: 'error', code: '00006' });
    const back = await postEncrypted(app, client, '/v1/user/subAccount/switchBack', {}, { cookie });
    expect(envelope(back).code).toBe('00006');
    expect(await userInfoId(app, cookie)).toBe(DEMO_ACCOUNT.userId);
  });

  it('needs a session', async () => {
    const response = await postEncrypted(app, client, SWITCH, TO_SUB);
    expect(envelope(response).code).toBe('00004');
  });

  it('must come from the key the session logged in with', async () => {
    const { cookie } = await loginDemo(app, client);
    const stranger = { ...client, keyPair: await generateClientKeyPair(1024) };
    const response = await postEncrypted(app, stranger, SWITCH, TO_SUB, { cookie });
    expect(envelope(response).code).toBe('00023');
    expect(await userInfoId(app, cookie)).toBe(DEMO_ACCOUNT.userId);
  });

  it('works for a session without a registered key (development login)', async () => {
    const { cookie } = await loginAs(app, 'demo');
    const response = await postEncrypted(app, client, SWITCH, TO_SUB, { cookie });
    expect(envelope(response).code).toBe('00000');
  });
});
