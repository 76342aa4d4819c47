import type { FastifyInstance } from 'fastify';
import { TradingCodes } from '../../../src/core/trading/contract';
import { Value } from '@sinclair/typebox/value';
import { DepthSnapshot, ExchangeInfo, Kline, Ticker24h, Trade } from '../../../src/core/trading/contract';
import type { Order } from '../../../src/core/trading/contract';
import { Type } from '@sinclair/typebox';
import { connect, envelope, loginDemo, signedPost } from '../crypto-client';
import type { Login, TestClient } from '../crypto-client';
import { testGateway } from '../support';

const T0 = Date.now();
let app: FastifyInstance;
let client: TestClient;
let login: Login;

beforeAll(async () => {
  app = await testGateway({ market: { autoStart: false } });
  app.exchange.advance(T0);
  client = await connect(app);
  login = await loginDemo(app, client);
  // Key generation and the password hash take seconds on a busy machine.
}, 60_000);

afterAll(async () => {
  await app.close();
});

async function call(url: string, body: unknown, paper = false) {
  const response = await signedPost(app, client, {
    url,
    body: JSON.stringify(body),
    cookie: login.cookie,
    paper,
  });
  return envelope(response);
}

describe('spot market: public calls', () => {
  it('answers exchange info, depth, trades, klines and tickers in the contract shapes', async () => {
    const get = async (url: string) => envelope(await app.inject({ method: 'GET', url }));
    const info = await get('/v1/market/exchangeInfo');
    expect(Value.Check(ExchangeInfo, info.data)).toBe(true);
    const depth = await get('/v1/market/depth?symbol=BTCUSDT&limit=50');
    expect(Value.Check(DepthSnapshot, depth.data)).toBe(true);
    expect((depth.data as DepthSnapshot).bids).toHaveLength(50);
    expect(Value.Check(Type.Array(Trade), (await get('/v1/market/trades?symbol=BTCUSDT')).data)).toBe(true);
    const klines = (await get('/v1/market/klines?symbol=BTCUSDT&interval=1h&limit=48')).data as Kline[];
    expect(klines).toHaveLength(48);
    expect(Value.Check(Type.Array(Kline), klines)).toBe(true);
    expect(Value.Check(Type.Array(Ticker24h), (await get('/v1/market/ticker24h')).data)).toBe(true);
  });

  it('answers no candle before the epoch: a chart paged back to 1970 gets the candles from 0 on, in the contract shape', async () => {
    const klines = async (query: string) => envelope(await app.inject({ method: 'GET', url: `/v1/market/klines?symbol=BTCUSDT&${query}` })).data as Kline[];
    const anHourIn = await klines('interval=1m&limit=500&endTime=3600000');
    expect(anHourIn.map((kline) => kline.openTime)).toEqual(Array.from({ length: 61 }, (_, minute) => minute * 60_000));
    expect(Value.Check(Type.Array(Kline), anHourIn)).toBe(true);
    expect((await klines('interval=1h&endTime=0')).map((kline) => kline.openTime)).toEqual([0]);
    // The epoch fell on a Thursday, inside a week whose candle opened before it.
    expect(await klines('interval=1w&limit=1000&endTime=1')).toEqual([]);
  });

  it('refuses an unknown symbol, a bad interval and an out-of-range limit with clear codes', async () => {
    const code = async (url: string) => envelope(await app.inject({ method: 'GET', url })).code;
    expect(await code('/v1/market/depth?symbol=NOPEUSDT')).toBe('40401');
    expect(await code('/v1/market/klines?symbol=BTCUSDT&interval=2m')).toBe('40002');
    expect(await code('/v1/market/depth?symbol=BTCUSDT&limit=501')).toBe('40002');
    expect(await code('/v1/market/trades?symbol=BTCUSDT&limit=-1')).toBe('40002');
  });
});

describe('spot market: signed account calls', () => {
  it('places a resting limit order, lists it, cancels it and shows it in the history', async () => {
    const placed = await call('/v1/order/place', { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '50000.00', qty: '0.01' });
    expect(placed.code).toBe('00000');
    const order = (placed.data as { order: Order }).order;
    expect(order).toMatchObject({ status: 'new', account: 'real' });
    const balances = (await call('/v1/asset/balances', {})).data as { balances: Array<{ asset: string; frozen: string }> };
    expect(balances.balances.find((b) => b.asset === 'USDT')?.frozen).toBe('500');
    const open = (await call('/v1/order/open', { symbol: 'BTCUSDT' })).data as { orders: Order[] };
    expect(open.orders.map((o) => o.orderId)).toContain(order.orderId);
    const cancelled = await call('/v1/order/cancel', { symbol: 'BTCUSDT', orderId: order.orderId });
    expect((cancelled.data as { order: Order }).order.status).toBe('canceled');
    expect((await call('/v1/order/cancel', { symbol: 'BTCUSDT', orderId: order.orderId })).code).toBe(TradingCodes.ORDER_CLOSED);
    const history = (await call('/v1/order/history', { limit: 1 })).data as { orders: Order[]; next: string | null };
    expect(history.orders[0]?.orderId).toBe(order.orderId);
    expect(history.next).toBe(order.orderId);
  });

  it('fills a market order, records its fills, and keeps paper balances apart from real ones', async () => {
    const placed = await call('/v1/order/place', { symbol: 'ETHUSDT', side: 'buy', type: 'market', qty: '0.5' }, true);
    expect((placed.data as { order: Order }).order).toMatchObject({ status: 'filled', account: 'paper' });
    const fills = (await call('/v1/order/fills', {}, true)).data as { fills: Array<{ symbol: string }> };
    expect(fills.fills[0]?.symbol).toBe('ETHUSDT');
    const paper = (await call('/v1/asset/balances', {}, true)).data as { balances: Array<{ asset: string; available: string }> };
    const real = (await call('/v1/asset/balances', {})).data as { balances: Array<{ asset: string; available: string }> };
    expect(paper.balances.find((b) => b.asset === 'ETH')?.available).toBe('25.4995');
    expect(real.balances.find((b) => b.asset === 'ETH')?.available).toBe('4');
    expect((await call('/v1/order/fills', {})).data).toEqual({ fills: [], next: null });
  });

  it('refuses every bad order with its code and freezes nothing for it', async () => {
    const base = { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '50000.00', qty: '0.01' };
    const codeOf = async (body: unknown) => (await call('/v1/order/place', body)).code;
    expect(await codeOf({ ...base, symbol: 'NOPEUSDT' })).toBe(TradingCodes.UNKNOWN_SYMBOL);
    expect(await codeOf({ ...base, price: '50000.005' })).toBe(TradingCodes.PRICE_OFF_TICK);
    expect(await codeOf({ ...base, qty: '0.000001' })).toBe(TradingCodes.QTY_OFF_STEP);
    expect(await codeOf({ ...base, qty: '0.00001' })).toBe(TradingCodes.BELOW_MIN_NOTIONAL);
    expect(await codeOf({ ...base, qty: '1' })).toBe(TradingCodes.INSUFFICIENT_BALANCE);
    expect(await codeOf({ ...base, qty: 0.01 })).toBe('40002');
    expect(await codeOf({ ...base, side: 'long' })).toBe('40002');
    expect(await codeOf({ ...base, price: '1e5' })).toBe('40002');
    const balances = (await call('/v1/asset/balances', {})).data as { balances: Array<{ asset: string; frozen: string }> };
    expect(balances.balances.find((b) => b.asset === 'USDT')?.frozen).toBe('0');
  });

  it('answers a retried placement with the same order', async () => {
    const body = { symbol: 'BTCUSDT', side: 'sell', type: 'limit', price: '150000.00', qty: '0.01', clientOrderId: 'twice-1' };
    const first = (await call('/v1/order/place', body)).data as { order: Order; duplicate: boolean };
    const second = (await call('/v1/order/place', body)).data as { order: Order; duplicate: boolean };
    expect(second).toMatchObject({ duplicate: true, order: { orderId: first.order.orderId } });
    const all = (await call('/v1/order/cancelAll', {})).data as { orders: Order[] };
    expect(all.orders.map((o) => o.orderId)).toEqual([first.order.orderId]);
  });

  it('answers the header\'s /v1/asset/balance from the same ledger, frozen funds and paper wallet included', async () => {
    type Wallet = { userId: string; accountId: string; mode: string; balances: Array<{ coin: string; available: string; frozen: string }> };
    const before = ((await call('/v1/asset/balance', { coin: 'USDT' })).data as Wallet).balances;
    const placed = await call('/v1/order/place', { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '60000.00', qty: '0.02' });
    const order = (placed.data as { order: Order }).order;
    const ledger = ((await call('/v1/asset/balances', {})).data as { balances: Array<{ asset: string; available: string; frozen: string }> }).balances;
    const wallet = (await call('/v1/asset/balance', {})).data as Wallet;
    expect(wallet).toMatchObject({ userId: login.userId, accountId: login.userId, mode: 'real' });
    expect(wallet.balances).toEqual(ledger.map(({ asset, available, frozen }) => ({ coin: asset, available, frozen })));
    expect(wallet.balances.find((b) => b.coin === 'USDT')?.frozen).toBe('1200');
    expect(((await call('/v1/asset/balance', { coin: 'BTC' })).data as Wallet).balances.map((b) => b.coin)).toEqual(['BTC']);
    const paper = (await call('/v1/asset/balance', {}, true)).data as Wallet;
    expect(paper).toMatchObject({ mode: 'paper', accountId: `P${login.userId}` });
    expect(paper.balances.find((b) => b.coin === 'USDT')?.frozen).toBe('0');
    await call('/v1/order/cancel', { symbol: 'BTCUSDT', orderId: order.orderId });
    expect(((await call('/v1/asset/balance', { coin: 'USDT' })).data as Wallet).balances).toEqual(before);
  });

  it('lists every pair\'s orders, history and fills without a symbol, and one pair\'s with it; cancels all of one pair or of every pair', async () => {
    const btc = ((await call('/v1/order/place', { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '40000.00', qty: '0.01' }, true)).data as { order: Order }).order;
    const eth = ((await call('/v1/order/place', { symbol: 'ETHUSDT', side: 'buy', type: 'limit', price: '1000.00', qty: '0.1' }, true)).data as { order: Order }).order;
    const sol = ((await call('/v1/order/place', { symbol: 'SOLUSDT', side: 'buy', type: 'limit', price: '50.000', qty: '1' }, true)).data as { order: Order }).order;
    const ids = (data: unknown) => (data as { orders: Order[] }).orders.map((o) => o.orderId);
    expect(ids((await call('/v1/order/open', {}, true)).data)).toEqual([sol.orderId, eth.orderId, btc.orderId]);
    expect(ids((await call('/v1/order/open', { symbol: 'ETHUSDT' }, true)).data)).toEqual([eth.orderId]);
    expect(ids((await call('/v1/order/history', { limit: 3 }, true)).data)).toEqual([sol.orderId, eth.orderId, btc.orderId]);
    expect(ids((await call('/v1/order/history', { symbol: 'BTCUSDT', limit: 3 }, true)).data)).toEqual([btc.orderId]);
    expect(ids((await call('/v1/order/cancelAll', { symbol: 'SOLUSDT' }, true)).data)).toEqual([sol.orderId]);
    expect(ids((await call('/v1/order/cancelAll', {}, true)).data).sort()).toEqual([btc.orderId, eth.orderId].sort());
    expect(ids((await call('/v1/order/open', {}, true)).data)).toEqual([]);
  });

  it('refuses the open orders and the cancel-all of an unlisted symbol alike, rather than answering a pair with no orders', async () => {
    expect((await call('/v1/order/open', { symbol: 'NOPEUSDT' })).code).toBe(TradingCodes.UNKNOWN_SYMBOL);
    expect((await call('/v1/order/cancelAll', { symbol: 'NOPEUSDT' })).code).toBe(TradingCodes.UNKNOWN_SYMBOL);
    expect((await call('/v1/order/open', { symbol: 'NOPEUSDT' }, true)).code).toBe(TradingCodes.UNKNOWN_SYMBOL);
  });

  it('answers 00004 without a session', async () => {
    const response = await signedPost(app, client, { url: '/v1/asset/balances', body: '{}' });
    expect(envelope(response).code).toBe('00004');
  });
});
