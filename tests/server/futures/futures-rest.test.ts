import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import {
  DepthSnapshot,
  FuturesBalanceAnswer,
  FuturesCodes,
  FuturesExchangeInfo,
  FuturesPlaceOrderAnswer,
  Kline,
  MarkPrice,
  PositionsAnswer,
  Trade,
  TradingCodes,
} from '../../../src/core/trading/contract';
import type { FuturesOrder, Position } from '../../../src/core/trading/contract';
import { PERPETUAL_BRACKETS } from '../../../src/core/trading/futures/reference-tiers';
import { withMaintenanceAmounts } from '../../../src/core/trading/futures/risk-tiers';
import { connect, envelope, loginDemo, signedPost } from '../crypto-client';
import type { Login, TestClient } from '../crypto-client';
import { testGateway } from '../support';

const T0 = Date.now();
let app: FastifyInstance;
let client: TestClient;
let login: Login;

beforeAll(async () => {
  app = await testGateway({ market: { autoStart: false }, devEndpoints: true });
  app.futures.advance(T0);
  client = await connect(app);
  login = await loginDemo(app, client);
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

const get = async (url: string) => envelope(await app.inject({ method: 'GET', url }));

describe('futures: public calls', () => {
  it('answers exchange info, depth, trades, klines and mark in the contract shapes', async () => {
    const info = (await get('/v1/futures/market/exchangeInfo')).data as FuturesExchangeInfo;
    expect(Value.Check(FuturesExchangeInfo, info)).toBe(true);
    expect(info.symbols.find((s) => s.symbol === 'BTCUSDT')).toMatchObject({ maxLeverage: 125, contractType: 'PERPETUAL' });
    expect(info.symbols.map((s) => s.symbol)).toEqual(expect.arrayContaining(['BTCUSDT', 'ETHUSDT']));
    const depth = (await get('/v1/futures/market/depth?symbol=BTCUSDT&limit=20')).data as DepthSnapshot;
    expect(Value.Check(DepthSnapshot, depth)).toBe(true);
    expect(depth.bids).toHaveLength(20);
    expect(Value.Check(Type.Array(Trade), (await get('/v1/futures/market/trades?symbol=BTCUSDT')).data)).toBe(true);
    expect(Value.Check(Type.Array(Kline), (await get('/v1/futures/market/klines?symbol=BTCUSDT&interval=1m&limit=5')).data)).toBe(true);
    const marks = (await get('/v1/futures/market/mark?symbol=BTCUSDT')).data as MarkPrice[];
    expect(Value.Check(Type.Array(MarkPrice), marks)).toBe(true);
  });

  it('lists each perpetual with its own risk tiers, its maximum leverage that of its first tier', async () => {
    const info = (await get('/v1/futures/market/exchangeInfo')).data as FuturesExchangeInfo;
    const bySymbol = new Map(info.symbols.map((rules) => [rules.symbol, rules]));
    expect(Object.fromEntries([...bySymbol].map(([symbol, rules]) => [symbol, rules.maxLeverage]))).toEqual({ BTCUSDT: 125, ETHUSDT: 100, SOLUSDT: 50, BNBUSDT: 75 });
    for (const [symbol, brackets] of Object.entries(PERPETUAL_BRACKETS)) {
      expect(bySymbol.get(symbol)?.riskTiers).toEqual(withMaintenanceAmounts(brackets));
    }
    expect(bySymbol.get('ETHUSDT')?.riskTiers[1]).toMatchObject({ notionalCap: '250000', maxLeverage: 75, maintenanceMarginRate: '0.0065', maintenanceAmount: '75' });
  });

  it('refuses an unknown symbol, a bad interval and out-of-range limits', async () => {
    const code = async (url: string) => (await get(url)).code;
    expect(await code('/v1/futures/market/depth?symbol=NOPEUSDT')).toBe('40401');
    expect(await code('/v1/futures/market/mark?symbol=NOPEUSDT')).toBe('40401');
    expect(await code('/v1/futures/market/klines?symbol=BTCUSDT&interval=2m')).toBe('40002');
    expect(await code('/v1/futures/market/depth?symbol=BTCUSDT&limit=501')).toBe('40002');
    expect(await code('/v1/futures/market/trades?symbol=btcusdt')).toBe('40002');
  });
});

describe('futures: signed account calls', () => {
  it('opens a 10x isolated long at market, shows it by the pinned mark, adds margin, sets TP/SL and closes it', async () => {
    expect((await call('/v1/futures/account/marginMode', { symbol: 'BTCUSDT', marginMode: 'ISOLATED' })).code).toBe('00000');
    const leverage = await call('/v1/futures/account/leverage', { symbol: 'BTCUSDT', leverage: 10 });
    expect(leverage.data).toEqual({ symbol: 'BTCUSDT', leverage: 10, maxNotional: '20000000' });
    const placed = await call('/v1/futures/order/place', { symbol: 'BTCUSDT', side: 'buy', type: 'market', qty: '0.01', clientOrderId: 'open-1' });
    expect(placed.code).toBe('00000');
    expect(Value.Check(FuturesPlaceOrderAnswer, placed.data)).toBe(true);
    const mark = (await envelope(await app.inject({ method: 'POST', url: '/__dev/futures/mark', payload: { symbol: 'BTCUSDT', markPrice: '99000.00' } }))).data as MarkPrice;
    expect(mark.markPrice).toBe('99000.00');
    const positions = (await call('/v1/futures/account/positions', { symbol: 'BTCUSDT' })).data as PositionsAnswer;
    expect(Value.Check(PositionsAnswer, positions)).toBe(true);
    const [long] = positions.positions;
    expect(long).toMatchObject({ side: 'LONG', size: '0.01000', leverage: 10, marginMode: 'ISOLATED', markPrice: '99000.00' });
    const added = (await call('/v1/futures/account/positionMargin', { symbol: 'BTCUSDT', amount: '5', direction: 'add' })).data as { position: Position };
    expect(Number(added.position.isolatedMargin)).toBeCloseTo(Number(long?.isolatedMargin) + 5, 6);
    const tpsl = (await call('/v1/futures/account/positionTpSl', { symbol: 'BTCUSDT', takeProfit: { stopPrice: '150000', triggerBy: 'MARK' }, stopLoss: { stopPrice: '50000' } })).data as { position: Position };
    expect(tpsl.position.takeProfit).toMatchObject({ stopPrice: '150000.00', triggerBy: 'MARK' });
    expect(tpsl.position.stopLoss).toMatchObject({ stopPrice: '50000.00', triggerBy: 'LAST' });
    const close = await call('/v1/futures/order/place', { symbol: 'BTCUSDT', side: 'sell', type: 'market', qty: '0.01', reduceOnly: true });
    expect(close.code).toBe('00000');
    expect(((await call('/v1/futures/account/positions', {})).data as PositionsAnswer).positions).toEqual([]);
    // The position's TP and SL went with it.
    const open = (await call('/v1/futures/order/open', {})).data as { orders: FuturesOrder[] };
    expect(open.orders.filter((o) => o.closePosition)).toEqual([]);
    const balance = await call('/v1/futures/account/balance', {});
    expect(Value.Check(FuturesBalanceAnswer, balance.data)).toBe(true);
    await app.inject({ method: 'POST', url: '/__dev/futures/mark', payload: { symbol: 'BTCUSDT', markPrice: null } });
  });

  it('places TP/SL with a resting entry as orders waiting on it, lists them open, and cancels them with the entry', async () => {
    const placed = await call('/v1/futures/order/place', {
      symbol: 'ETHUSDT', side: 'buy', type: 'limit', price: '1000', qty: '0.01', takeProfit: { stopPrice: '1100' }, stopLoss: { stopPrice: '900', triggerBy: 'MARK' },
    });
    expect(placed.code).toBe('00000');
    expect(Value.Check(FuturesPlaceOrderAnswer, placed.data)).toBe(true);
    const { order, attached } = placed.data as { order: FuturesOrder; attached: FuturesOrder[] };
    expect(attached.map((o) => [o.type, o.side, o.qty, o.reduceOnly, o.entryOrderId])).toEqual([
      ['takeProfitMarket', 'sell', '0.0000', true, order.orderId],
      ['stopMarket', 'sell', '0.0000', true, order.orderId],
    ]);
    const listed = ((await call('/v1/futures/order/open', { symbol: 'ETHUSDT' })).data as { orders: FuturesOrder[] }).orders;
    expect(listed.map((o) => o.orderId).sort()).toEqual([order.orderId, ...attached.map((o) => o.orderId)].sort());
    const cancelled = await call('/v1/futures/order/cancel', { symbol: 'ETHUSDT', orderId: order.orderId });
    expect(cancelled.code).toBe('00000');
    expect(((await call('/v1/futures/order/open', { symbol: 'ETHUSDT' })).data as { orders: FuturesOrder[] }).orders).toEqual([]);
    const history = ((await call('/v1/futures/order/history', { symbol: 'ETHUSDT', limit: 5 })).data as { orders: FuturesOrder[] }).orders;
    expect(history.filter((o) => o.entryOrderId === order.orderId).map((o) => o.cancelReason)).toEqual(['entryCanceled', 'entryCanceled']);
    const wrongSide = await call('/v1/futures/order/place', { symbol: 'ETHUSDT', side: 'buy', type: 'limit', price: '1000', qty: '0.01', takeProfit: { stopPrice: '990' } });
    expect([wrongSide.code, wrongSide.msg]).toEqual([FuturesCodes.BAD_STOP_PRICE, expect.stringContaining('take-profit of a long must be above the entry price')]);
  });

  it('answers a repeated client order id with the first placement', async () => {
    const again = await call('/v1/futures/order/place', { symbol: 'BTCUSDT', side: 'buy', type: 'market', qty: '0.01', clientOrderId: 'open-1' });
    expect((again.data as { duplicate: boolean }).duplicate).toBe(true);
  });

  it('keeps the paper futures wallet apart from the real one', async () => {
    const real = (await call('/v1/futures/account/balance', {})).data as FuturesBalanceAnswer;
    const paper = (await call('/v1/futures/account/balance', {}, true)).data as FuturesBalanceAnswer;
    expect(real.account).toBe('real');
    expect(paper).toMatchObject({ account: 'paper', balance: { walletBalance: '50000' } });
  });

  it('moves USDT between the spot and the futures wallet, and refuses more than there is', async () => {
    const before = (await call('/v1/futures/account/balance', {})).data as FuturesBalanceAnswer;
    const moved = await call('/v1/futures/account/transfer', { asset: 'USDT', amount: '100', direction: 'spotToFutures' });
    expect(moved.code).toBe('00000');
    expect(Number((moved.data as FuturesBalanceAnswer).balance.walletBalance)).toBeCloseTo(Number(before.balance.walletBalance) + 100, 6);
    expect((await call('/v1/futures/account/transfer', { asset: 'USDT', amount: '99999999', direction: 'futuresToSpot' })).code).toBe(FuturesCodes.TRANSFER_INSUFFICIENT);
    expect((await call('/v1/futures/account/transfer', { asset: 'USDT', amount: '99999999', direction: 'spotToFutures' })).code).toBe(FuturesCodes.TRANSFER_INSUFFICIENT);
  });

  it('answers every bad input with the envelope and a clear code', async () => {
    const code = async (url: string, body: unknown) => (await call(url, body)).code;
    expect(await code('/v1/futures/account/leverage', { symbol: 'BTCUSDT', leverage: 0 })).toBe('40002');
    expect(await code('/v1/futures/account/leverage', { symbol: 'BTCUSDT', leverage: 126 })).toBe('40002');
    expect(await code('/v1/futures/account/leverage', { symbol: 'BTCUSDT', leverage: 2.5 })).toBe('40002');
    expect(await code('/v1/futures/account/leverage', { symbol: 'SOLUSDT', leverage: 100 })).toBe(FuturesCodes.LEVERAGE_NOT_ALLOWED);
    expect(await code('/v1/futures/account/leverage', { symbol: 'SOLUSDT', leverage: 51 })).toBe(FuturesCodes.LEVERAGE_NOT_ALLOWED);
    expect(await code('/v1/futures/account/leverage', { symbol: 'ETHUSDT', leverage: 101 })).toBe(FuturesCodes.LEVERAGE_NOT_ALLOWED);
    expect(await code('/v1/futures/account/leverage', { symbol: 'BNBUSDT', leverage: 76 })).toBe(FuturesCodes.LEVERAGE_NOT_ALLOWED);
    expect((await call('/v1/futures/account/leverage', { symbol: 'ETHUSDT', leverage: 100 })).data).toEqual({ symbol: 'ETHUSDT', leverage: 100, maxNotional: '50000' });
    expect((await call('/v1/futures/account/leverage', { symbol: 'BNBUSDT', leverage: 50 })).data).toEqual({ symbol: 'BNBUSDT', leverage: 50, maxNotional: '50000' });
    expect(await code('/v1/futures/account/leverage', { symbol: 'XRPUSDT', leverage: 5 })).toBe(TradingCodes.UNKNOWN_SYMBOL);
    expect(await code('/v1/futures/account/leverage', { symbol: 'NOPEUSDT', leverage: 5 })).toBe(TradingCodes.UNKNOWN_SYMBOL);
    expect(await code('/v1/futures/account/marginMode', { symbol: 'BTCUSDT', marginMode: 'PORTFOLIO' })).toBe('40002');
    expect(await code('/v1/futures/account/positionMargin', { symbol: 'BTCUSDT', amount: '5', direction: 'add' })).toBe(FuturesCodes.NO_POSITION);
    expect(await code('/v1/futures/account/positionMargin', { symbol: 'BTCUSDT', amount: '-5', direction: 'add' })).toBe('40002');
    expect(await code('/v1/futures/account/positionTpSl', { symbol: 'BTCUSDT', stopLoss: { stopPrice: '1' } })).toBe(FuturesCodes.NO_POSITION);
    expect(await code('/v1/futures/order/place', { symbol: 'BTCUSDT', side: 'buy', type: 'limit', qty: '0.01' })).toBe(TradingCodes.BAD_ORDER_PARAMETERS);
    expect(await code('/v1/futures/order/place', { symbol: 'BTCUSDT', side: 'buy', type: 'stopMarket', qty: '0.01', triggerBy: 'INDEX', stopPrice: '1' })).toBe('40002');
    expect(await code('/v1/futures/order/place', { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '1e5', qty: '0.01' })).toBe('40002');
    expect(await code('/v1/futures/order/place', { symbol: 'BTCUSDT', side: 'sell', type: 'market', qty: '0.01', reduceOnly: true })).toBe(FuturesCodes.REDUCE_ONLY_REJECTED);
    expect(await code('/v1/futures/order/cancel', { symbol: 'BTCUSDT', orderId: '999999999' })).toBe(TradingCodes.ORDER_NOT_FOUND);
    expect(await code('/v1/futures/account/transfer', { asset: 'BTC', amount: '1', direction: 'spotToFutures' })).toBe('40002');
    const devCode = async (payload: unknown) => envelope(await app.inject({ method: 'POST', url: '/__dev/futures/mark', payload: payload as object })).code;
    expect(await devCode({ symbol: 'BTCUSDT', markPrice: '1.001' })).toBe(TradingCodes.PRICE_OFF_TICK);
    expect(await devCode({ symbol: 'NOPEUSDT', markPrice: '1' })).toBe('40401');
    expect(await devCode({ symbol: 'BTCUSDT' })).toBe('40002');
  });

  it('refuses the account calls without a session', async () => {
    const response = await app.inject({ method: 'POST', url: '/v1/futures/account/balance', payload: {} });
    expect(envelope(response).status).toBe('error');
  });
});
