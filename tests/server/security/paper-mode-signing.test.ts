// Threat: whoever can touch a signed call in transit moves it between the paper (simulation) account and the real
// one by adding or removing the `paptrading: 1` header: a practice order placed with real money, or a real order
// sent to the paper book. The signature covers the account the call acts on (docs/protocol.md "Signed request").
import type { FastifyInstance } from 'fastify';
import { connect, envelope, loginDemo, signedPost } from '../crypto-client';
import type { Login, TestClient } from '../crypto-client';
import { testGateway } from '../support';
import { SIGNED_PREFIXES, SIGN_MODES } from '../../../server/signing/sign-config';

const PLACE = '/v1/order/place';
const ORDER = JSON.stringify({ symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '50000', qty: '0.001', clientOrderId: 'paper-signing-1' });

let app: FastifyInstance;
let client: TestClient;
let login: Login;

beforeEach(async () => {
  app = await testGateway();
  client = await connect(app);
  login = await loginDemo(app, client);
});

afterEach(async () => {
  await app.close();
});

function openOrders(paper: boolean) {
  return signedPost(app, client, { url: '/v1/order/open', body: '{}', cookie: login.cookie, paper }).then(
    (response) => (envelope(response).data as { orders: Array<{ account: string }> }).orders,
  );
}

describe('a signed call moved between the paper and the real account', () => {
  it('is refused when signed for paper and sent without paptrading: the order never reaches the real book', async () => {
    const response = await signedPost(app, client, {
      url: PLACE,
      body: ORDER,
      cookie: login.cookie,
      paper: true,
      tamper: ({ paptrading: _dropped, ...headers }) => headers,
    });
    expect(envelope(response)).toMatchObject({ code: '00023', msg: 'Signature invalid' });
    expect(await openOrders(false)).toEqual([]);
  });

  it('is refused when signed for the real account and sent with paptrading: 1 added', async () => {
    const response = await signedPost(app, client, {
      url: PLACE,
      body: ORDER,
      cookie: login.cookie,
      tamper: (headers) => ({ ...headers, paptrading: '1' }),
    });
    expect(envelope(response)).toMatchObject({ code: '00023', msg: 'Signature invalid' });
    expect(await openOrders(true)).toEqual([]);
  });

  it('goes through as signed: a paper order rests on the paper account, a real one on the real account', async () => {
    expect(envelope(await signedPost(app, client, { url: PLACE, body: ORDER, cookie: login.cookie, paper: true })).code).toBe('00000');
    expect((await openOrders(true)).map((order) => order.account)).toEqual(['paper']);
    expect(await openOrders(false)).toEqual([]);
  });
});

it('every signed prefix uses a mode that signs the account', () => {
  for (const mode of Object.values(SIGNED_PREFIXES)) expect(SIGN_MODES[String(mode)]).toContain('account');
});
