// Price protection through the gateway's calls (docs/protocol.md "Symbol rules", docs/futures.md "Price protection"):
// exchange info publishes each symbol's band, a market order placed by the signed call answers with what the band let
// it take and the rest expired for price protection, and a liquidation set off by the pinned mark trades only at its
// bankruptcy price or better. The simulated traders never run: the books hold only what each test puts in them, and
// the market's clock stands still.
import type { FastifyInstance } from 'fastify';
import type {
  DepthSnapshot,
  ExchangeInfo,
  FuturesExchangeInfo,
  FuturesFill,
  FuturesPlaceOrderAnswer,
  LiquidationsAnswer,
  PlaceOrderAnswer,
} from '../../../src/core/trading/contract';
import { TradingCodes } from '../../../src/core/trading/contract';
import type { FuturesMarket } from '../../../server/futures/futures-market';
import { formatUnits, parseAtoms } from '../../../server/market/amounts';
import { coinBySymbol } from '../../../server/market/coins';
import type { Coin } from '../../../server/market/coins';
import { secondOf, spotTicks } from '../../../server/market/simulator';
import type { SpotMarket } from '../../../server/market/spot-market';
import { connect, envelope, loginDemo, signedPost } from '../crypto-client';
import type { Login, TestClient } from '../crypto-client';
import { testGateway } from '../support';

const T0 = Date.now();
let app: FastifyInstance;
let client: TestClient;
let login: Login;

beforeAll(async () => {
  app = await testGateway({ market: { autoStart: false, clock: () => T0 }, devEndpoints: true });
  client = await connect(app);
  login = await loginDemo(app, client);
  // Key generation and the password hash take seconds on a busy machine.
}, 60_000);

afterAll(async () => {
  await app.close();
});

async function call(url: string, body: unknown) {
  return envelope(await signedPost(app, client, { url, body: JSON.stringify(body), cookie: login.cookie }));
}

const get = async (url: string) => envelope(await app.inject({ method: 'GET', url })).data;
const pinMark = (markPrice: string) => app.inject({ method: 'POST', url: '/__dev/futures/mark', payload: { symbol: 'BTCUSDT', markPrice } });

describe('price protection: exchange info', () => {
  it('publishes marketTakeBound, 5 % for BTCUSDT and ETHUSDT and 10 % for the others, on spot and on the perpetuals alike', async () => {
    const bounds = (symbols: Array<{ symbol: string; marketTakeBound: string }>) =>
      Object.fromEntries(symbols.filter((rules) => ['BTCUSDT', 'ETHUSDT', 'SOLUSDT', 'BNBUSDT'].includes(rules.symbol)).map((rules) => [rules.symbol, rules.marketTakeBound]));
    const expected = { BTCUSDT: '0.05', ETHUSDT: '0.05', SOLUSDT: '0.1', BNBUSDT: '0.1' };
    expect(bounds(((await get('/v1/market/exchangeInfo')) as ExchangeInfo).symbols)).toEqual(expected);
    expect(bounds(((await get('/v1/futures/market/exchangeInfo')) as FuturesExchangeInfo).symbols)).toEqual(expected);
  });
});

describe('price protection: a spot market buy through POST /v1/order/place', () => {
  it('takes the asks up to 5 % above the reference price, the edge included, answers the rest expired for price protection, then refuses one with nothing in the band', async () => {
    const reference = BigInt(spotTicks(coinBySymbol('BTCUSDT') as Coin, secondOf(T0)));
    const highest = (reference * 105n) / 100n;
    const market = app.exchange.market('real', 'BTCUSDT') as SpotMarket;
    app.exchange.ledger.credit('maker-1', 'BTC', parseAtoms('1'));
    for (const ticks of [reference, highest, highest + 1n]) {
      market.placeUser('maker-1', { symbol: 'BTCUSDT', side: 'sell', type: 'limit', price: formatUnits(ticks, 2), qty: '0.001' });
    }
    const placed = await call('/v1/order/place', { symbol: 'BTCUSDT', side: 'buy', type: 'market', qty: '0.005' });
    expect(placed.code).toBe('00000');
    const answer = placed.data as PlaceOrderAnswer;
    expect(answer.order).toMatchObject({ type: 'market', status: 'expired', cancelReason: 'priceProtection', qty: '0.00500', filledQty: '0.00200' });
    expect(answer.fills.map((fill) => fill.price)).toEqual([formatUnits(reference, 2), formatUnits(highest, 2)]);
    const { asks } = (await get('/v1/market/depth?symbol=BTCUSDT&limit=5')) as DepthSnapshot;
    expect(asks).toEqual([[formatUnits(highest + 1n, 2), '0.00100']]);
    const refused = await call('/v1/order/place', { symbol: 'BTCUSDT', side: 'buy', type: 'market', qty: '0.001' });
    expect([refused.code, refused.msg]).toEqual([TradingCodes.PRICE_OUT_OF_BAND, `Price is too far from the market price: a market buy takes no ask above ${formatUnits(highest, 2)}`]);
  });
});

describe('price protection: a perpetual through POST /v1/futures/order/place and the pinned mark', () => {
  const btc = () => app.futures.market('real', 'BTCUSDT') as FuturesMarket;
  const rest = (side: 'buy' | 'sell', price: string, qty: string) => btc().placeUser('maker-2', { symbol: 'BTCUSDT', side, type: 'limit', price, qty });

  it('opens a long at market within 5 % of the mark, then liquidates it into the bids at its bankruptcy price or above only', async () => {
    app.futures.store.transaction(() => app.futures.store.credit('maker-2', parseAtoms('100000'), 'seed', T0));
    expect((await pinMark('60000.00')).statusCode).toBe(200);
    expect((await call('/v1/futures/account/marginMode', { symbol: 'BTCUSDT', marginMode: 'ISOLATED' })).code).toBe('00000');
    expect((await call('/v1/futures/account/leverage', { symbol: 'BTCUSDT', leverage: 20 })).code).toBe('00000');
    for (const price of ['60000', '63000', '63000.01']) rest('sell', price, '0.01');
    const placed = (await call('/v1/futures/order/place', { symbol: 'BTCUSDT', side: 'buy', type: 'market', qty: '0.03' })).data as FuturesPlaceOrderAnswer;
    expect(placed.order).toMatchObject({ status: 'expired', cancelReason: 'priceProtection', filledQty: '0.02000', avgPrice: '61500.00' });

    // A long of 0.02 at 61,500 on 61.5 of margin is bankrupt at 58,425. At a mark of 58,500 its 1.5 of equity is
    // under its 4.68 of maintenance: the engine sells 0.005 to the bid at 58,425, none to the one a tick under, and
    // the fund takes the other 0.015 at the mark.
    rest('buy', '58425', '0.005');
    rest('buy', '58424.99', '0.01');
    expect((await pinMark('58500.00')).statusCode).toBe(200);
    const { liquidations } = (await call('/v1/futures/account/liquidations', {})).data as LiquidationsAnswer;
    expect(liquidations[0]).toMatchObject({ side: 'LONG', size: '0.02000', markPrice: '58500.00', price: '58481.25', marginLost: '61.5', insuranceFundCover: '0' });
    const { fills } = (await call('/v1/futures/order/fills', {})).data as { fills: FuturesFill[] };
    expect(fills.filter((fill) => fill.clientOrderId.startsWith('liq')).map((fill) => [fill.side, fill.price, fill.qty])).toEqual([['sell', '58425.00', '0.00500']]);
    const { bids } = (await get('/v1/futures/market/depth?symbol=BTCUSDT&limit=5')) as DepthSnapshot;
    expect(bids).toEqual([['58424.99', '0.01000']]);
  });
});
