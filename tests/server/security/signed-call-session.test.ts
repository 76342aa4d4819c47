// A signed call acts for the session its signature was checked against, never for another session the request also
// names. A request may carry two tokens (an Authorization bearer and a cookie); the check takes the first live one.
// Routes that looked the session up again in their handler took the first one live *then*: had the signer's own
// session ended in between (its absolute lifetime, which nothing extends, running out between the check and the
// handler), they acted for the other token's session, whose key never signed anything. Whoever had seen a victim's
// cookie (a proxy log, a shared HAR file) could then act on the victim's account with a key of their own.
import type { FastifyInstance } from 'fastify';
import { DEMO_ACCOUNT } from '../../../server/demo-account';
import { connect, cookieHeader, envelope, loginDemo, postEncrypted, signedPost } from '../crypto-client';
import type { TestClient } from '../crypto-client';
import { loginAs, testGateway } from '../support';

const MINUTE = 60_000;

describe('a signed call and the session it acts for', () => {
  let app: FastifyInstance;
  const clock = { value: Date.now() };
  let signer: TestClient;
  let signerToken: string;
  let victimCookie: string;

  beforeEach(async () => {
    clock.value = Date.now();
    app = await testGateway({ market: { autoStart: false }, now: () => clock.value });
    // The signer: a session of the demo's sub-account, with a key of its own.
    signer = await connect(app);
    const { cookie } = await loginDemo(app, signer);
    const switched = await postEncrypted(app, signer, '/v1/user/subAccount/switch', { userId: DEMO_ACCOUNT.subAccountId }, { cookie });
    signerToken = /refresh_token=([^;]+)/.exec(cookieHeader(switched))?.[1] ?? '';
    // The victim: the demo's main account, of which the attacker holds only the cookie.
    victimCookie = (await loginAs(app, 'demo')).cookie;
    // The signer's session ends right after the signature check has read it: the check's read touches it (a minute
    // after its last use), and this trigger then ends it, as its lifetime running out at that moment would.
    app.db.exec(`CREATE TEMP TRIGGER end_signer AFTER UPDATE OF last_seen_at ON sessions
      WHEN NEW.user_id = '${DEMO_ACCOUNT.subAccountId}' BEGIN UPDATE sessions SET expires_at = 0 WHERE token_hash = NEW.token_hash; END`);
    clock.value += MINUTE;
  }, 60_000);

  afterEach(async () => {
    await app.close();
  });

  const call = (url: string, body: unknown) =>
    signedPost(app, signer, {
      url,
      body: JSON.stringify(body),
      cookie: victimCookie,
      tamper: (headers) => ({ ...headers, authorization: `Bearer ${signerToken}` }),
    });

  it('a futures leverage change is made for the signer, not for the session of the cookie sent along', async () => {
    const answer = envelope(await call('/v1/futures/account/leverage', { symbol: 'BTCUSDT', leverage: 7 }));
    expect(answer.code).toBe('00000');
    expect(app.futures.store.setting(DEMO_ACCOUNT.userId, 'BTCUSDT')).toBeUndefined();
    expect(app.futures.store.setting(DEMO_ACCOUNT.subAccountId, 'BTCUSDT')?.leverage).toBe(7);
  });

  it('a balance read answers the signer\'s account', async () => {
    const answer = envelope(await call('/v1/asset/balance', {}));
    expect(answer.code).toBe('00000');
    expect(answer.data).toMatchObject({ userId: DEMO_ACCOUNT.subAccountId });
  });

  it('a spot order is placed for the signer (the spot routes already kept the checked session)', async () => {
    app.exchange.ledger.credit(DEMO_ACCOUNT.subAccountId, 'USDT', 1000n * 10n ** 18n);
    const answer = envelope(await call('/v1/order/place', { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '50000.00', qty: '0.001' }));
    expect(answer.code).toBe('00000');
    expect(app.exchange.store.openOrdersOf(DEMO_ACCOUNT.userId)).toHaveLength(0);
    expect(app.exchange.store.openOrdersOf(DEMO_ACCOUNT.subAccountId)).toHaveLength(1);
  });
});
