// A spot placement naming a client order id of the gateway's own form (`g<order id>`, the one it gives an order
// placed without one) is refused: taken first, it made the account's next unnamed order fail with a 500. A database
// from before the refusal has such ids renamed by its migration.
import type { FastifyInstance } from 'fastify';
import { openDatabase } from '../../../server/db';
import { TradingCodes } from '../../../src/core/trading/contract';
import type { Order } from '../../../src/core/trading/contract';
import { connect, envelope, loginDemo, signedPost } from '../crypto-client';
import type { Login, TestClient } from '../crypto-client';
import { databaseBefore, makeTempDir, removeDir, testGateway } from '../support';

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

describe('a database from before the refusal', () => {
  const spotRow = "INSERT INTO spot_orders (id, account_id, market, client_order_id, symbol, side, type, time_in_force, price_ticks, qty_lots, status, seq, created_at, updated_at) VALUES (?, '10000001', 'real', ?, 'BTCUSDT', 'buy', 'limit', 'GTC', 1, 1, 'canceled', ?, 0, 0)";
  const futuresRow = "INSERT INTO futures_orders (id, account_id, market, client_order_id, symbol, side, type, time_in_force, price_ticks, qty_lots, leverage, status, seq, created_at, updated_at) VALUES (?, '10000001', 'real', ?, 'BTCUSDT', 'buy', 'limit', 'GTC', 1, 1, 1, 'canceled', ?, 0, 0)";

  it('gives a client\'s ids of the gateway\'s forms an underscore, keeps the gateway\'s own and a client\'s other ids, and gives one whose underscored form is taken one more', () => {
    const dir = makeTempDir();
    try {
      const { file, old } = databaseBefore(dir, '031');
      for (const insert of [spotRow, futuresRow]) {
        const rows: Array<[number, string]> = [
          [1, 'g1'], [2, 'liq2'], // the gateway's own: the id is the row's
          [3, 'g900'], [4, 'liq901'], // a client's, of the gateway's forms
          [5, 'g12a'], [6, 'liqx7'], [7, 'gift'], // a client's, of other forms
          [8, 'g902'], [9, '_g902'], // a client's, with the renamed form already taken
        ];
        for (const [id, clientOrderId] of rows) old.prepare(insert).run(id, clientOrderId, id);
      }
      old.close();
      const upgraded = openDatabase(file);
      try {
        for (const table of ['spot_orders', 'futures_orders']) {
          const ids = upgraded.prepare(`SELECT client_order_id AS name FROM ${table} ORDER BY id`).all().map((row) => (row as { name: string }).name);
          expect(ids).toEqual(['g1', 'liq2', '_g900', '_liq901', 'g12a', 'liqx7', 'gift', '__g902', '_g902']);
        }
      } finally {
        upgraded.close();
      }
    } finally {
      removeDir(dir);
    }
  });

  it('renames, on a database 031 already ran on, an id it left because its underscored forms were taken, so the gateway\'s own order and liquidation of that id are stored', () => {
    const dir = makeTempDir();
    try {
      const { file, old } = databaseBefore(dir, '032');
      const rows: Array<[number, string]> = [[8, 'g902'], [9, '_g902'], [10, '__g902'], [11, 'liq903'], [12, '_liq903']];
      for (const insert of [spotRow, futuresRow]) for (const [id, clientOrderId] of rows) old.prepare(insert).run(id, clientOrderId, id);
      old.close();
      const upgraded = openDatabase(file);
      try {
        for (const [table, insert] of [['spot_orders', spotRow], ['futures_orders', futuresRow]] as const) {
          const ids = upgraded.prepare(`SELECT client_order_id AS name FROM ${table} ORDER BY id`).all().map((row) => (row as { name: string }).name);
          expect(ids).toEqual(['___g902', '_g902', '__g902', '__liq903', '_liq903']);
          // The names the gateway gives orders 902 and 903 of the same account are free.
          expect(() => upgraded.prepare(insert).run(902, 'g902', 902)).not.toThrow();
          expect(() => upgraded.prepare(insert).run(903, 'liq903', 903)).not.toThrow();
        }
      } finally {
        upgraded.close();
      }
    } finally {
      removeDir(dir);
    }
  });
});
