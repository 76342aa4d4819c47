// A spot placement naming a client order id of the gateway's own form (`g<order id>`, the one it gives an order
// placed without one) is refused: taken first, it made the account's next unnamed order fail with a 500.
import type { FastifyInstance } from 'fastify';
import { TradingCodes } from '../../../src/core/trading/contract';
import type { Order } from '../../../src/core/trading/contract';
import { connect, envelope, loginDemo, signedPost } from '../crypto-client';
import type { Login, TestClient } from '../crypto-client';
import { testGateway } from '../support';

let app: FastifyInstance;
let client: TestClient;
let login: Login;

beforeAll(async () => {
  app = await testGateway({ market: { autoStart: false } });
  client = await connect(app);
  login = await loginDemo(app, client);
}, 60_000);

afterAll(async () => {
  await app.close();
});

const place = async (clientOrderId?: string) => {
  const body = { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '50000.00', qty: '0.001', clientOrderId };
  const response = await signedPost(app, client, { url: '/v1/order/place', body: JSON.stringify(body), cookie: login.cookie });
  return { http: response.statusCode, ...envelope(response) };
};

it('refuses a clientOrderId of the form the gateway names orders with, and the next unnamed order is placed', async () => {
  const first = await place();
  const next = Number((first.data as { order: Order }).order.orderId) + 2;
  const claimed = await place(`g${next}`);
  expect(claimed).toMatchObject({ http: 200, code: TradingCodes.BAD_ORDER_PARAMETERS });
  expect(await place(`liq${next}`)).toMatchObject({ code: TradingCodes.BAD_ORDER_PARAMETERS });
  const unnamed = await place();
  expect(unnamed).toMatchObject({ http: 200, code: '00000' });
});
