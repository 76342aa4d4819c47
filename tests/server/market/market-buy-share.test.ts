// The order form's 100 % market buy against the gateway's freezing rule (docs/protocol.md, "Freezing"): a market buy
// freezes what it pays walking the book, so an amount worked out from the best ask alone asks for more than the
// balance once the first level is thinner than it, and is refused; the amount worked out walking the levels the page
// holds is taken, and the client's own check tells the two apart as the gateway does.
import type { FastifyInstance } from 'fastify';
import { TradingCodes } from '../../../src/core/trading/contract';
import type { DepthSnapshot, Order, SymbolRules } from '../../../src/core/trading/contract';
import { amountForShare, checkOrder, marketBuyCost } from '../../../src/core/trading/order-math';
import { BOOK_DEPTH } from '../../../src/config/constants';
import { connect, envelope, loginDemo, signedPost } from '../crypto-client';
import type { Login, TestClient } from '../crypto-client';
import { testGateway } from '../support';

let app: FastifyInstance;
let client: TestClient;
let login: Login;

beforeAll(async () => {
  app = await testGateway({ market: { autoStart: false } });
  app.exchange.advance(Date.now());
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

async function usdtAvailable(): Promise<string> {
  const { balances } = (await call('/v1/asset/balances', {})).data as { balances: Array<{ asset: string; available: string }> };
  return balances.find((balance) => balance.asset === 'USDT')?.available ?? '0';
}

describe('a market buy of 100 % of the balance', () => {
  it('is refused when worked out from the best ask alone, and taken when worked out walking the asks the page holds', async () => {
    const rules = ((await get('/v1/market/exchangeInfo')) as { symbols: SymbolRules[] }).symbols.find((entry) => entry.symbol === 'BTCUSDT')!;
    // The page holds the top levels of the book (sagas/market-stream.saga.ts), which the form reads.
    const { asks } = (await get(`/v1/market/depth?symbol=BTCUSDT&limit=${BOOK_DEPTH}`)) as DepthSnapshot;
    const available = await usdtAvailable();
    const share = { side: 'buy' as const, percent: 100, available, price: asks[0]![0], step: rules.stepSize };
    const check = (amount: string) =>
      checkOrder(rules, { type: 'market', side: 'buy', price: '', amount, available, marketPrice: asks[0]![0], asks })?.key ?? null;
    const buy = (qty: string) => call('/v1/order/place', { symbol: 'BTCUSDT', side: 'buy', type: 'market', qty });

    // The best level is thinner than what the balance buys at its price: the walk costs more than there is.
    const atBestAsk = amountForShare(share);
    expect(Number(asks[0]![1])).toBeLessThan(Number(atBestAsk));
    expect(check(atBestAsk)).toBe('trading.form.error.balance');
    expect((await buy(atBestAsk)).code).toBe(TradingCodes.INSUFFICIENT_BALANCE);

    const walked = amountForShare({ ...share, asks });
    expect(check(walked)).toBeNull();
    const placed = await buy(walked);
    expect(placed.code).toBe('00000');
    const order = (placed.data as { order: Order }).order;
    expect(order).toMatchObject({ status: 'filled', qty: walked, filledQty: walked, filledQuote: marketBuyCost(asks, walked) });
    // Next to nothing is left: less than one more step would have cost.
    const left = await usdtAvailable();
    expect(Number(left)).toBeGreaterThanOrEqual(0);
    expect(Number(left)).toBeLessThan(Number(asks.at(-1)![0]) * Number(rules.stepSize));
  });
});
