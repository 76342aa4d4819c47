// A placement acts for the session its signature was checked against (the route reuses what the check found,
// server/sessions.ts signedCallSession), so nothing found for one call may outlive it: after a logout, a new login
// with another key, or a switch to a sub-account, the next order is judged on the session as it is then.
import type { FastifyInstance } from 'fastify';
import { DEMO_ACCOUNT } from '../../../server/demo-account';
import { generateClientKeyPair } from '../../../src/crypto/key-pair';
import { connect, cookieHeader, envelope, loginDemo, postEncrypted, signedPost } from '../crypto-client';
import type { TestClient } from '../crypto-client';
import { postJson, testGateway } from '../support';

const PLACE = '/v1/order/place';
let orders = 0;
const restingBuy = () =>
  JSON.stringify({ symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '50000.00', qty: '0.001', clientOrderId: `s-${(orders += 1)}` });

describe('placing orders across session changes', () => {
  let app: FastifyInstance;
  let client: TestClient;

  beforeEach(async () => {
    app = await testGateway({ market: { autoStart: false } });
    client = await connect(app);
  });

  afterEach(async () => {
    await app.close();
  });

  const place = (cookie: string, who: TestClient = client) => signedPost(app, who, { url: PLACE, body: restingBuy(), cookie });
  const openOrders = (accountId: string) => app.exchange.store.openOrdersOf(accountId).length;

  it('refuses the next order once the session has logged out', async () => {
    const { cookie } = await loginDemo(app, client);
    expect(envelope(await place(cookie)).code).toBe('00000');
    await postJson(app, '/v1/user/logout', undefined, { cookie });
    const after = await place(cookie);
    expect(envelope(after).code).toBe('00004');
    expect(openOrders(DEMO_ACCOUNT.userId)).toBe(1);
  });

  it('after a new login with another key, takes orders signed by the new key only', async () => {
    await loginDemo(app, client);
    const renewed = await connect(app, await generateClientKeyPair(1024));
    const { cookie } = await loginDemo(app, renewed);
    const byOldKey = await place(cookie, client);
    expect(envelope(byOldKey).code).toBe('00023');
    expect(openOrders(DEMO_ACCOUNT.userId)).toBe(0);
    expect(envelope(await place(cookie, renewed)).code).toBe('00000');
    expect(openOrders(DEMO_ACCOUNT.userId)).toBe(1);
  });

  it('after a switch to a sub-account, places for the sub-account, and the old session places nothing', async () => {
    const { cookie } = await loginDemo(app, client);
    app.exchange.ledger.credit(DEMO_ACCOUNT.subAccountId, 'USDT', 1000n * 10n ** 18n);
    const switched = await postEncrypted(app, client, '/v1/user/subAccount/switch', { userId: DEMO_ACCOUNT.subAccountId }, { cookie });
    const subCookie = cookieHeader(switched);
    expect(envelope(await place(subCookie)).code).toBe('00000');
    expect(openOrders(DEMO_ACCOUNT.subAccountId)).toBe(1);
    expect(envelope(await place(cookie)).code).toBe('00004');
    expect(openOrders(DEMO_ACCOUNT.userId)).toBe(0);
  });
});
