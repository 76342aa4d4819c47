import type { FastifyInstance } from 'fastify';
import { COINS, symbolOf } from '../../server/market/coins';
import type { Ticker } from '../../src/core/market-data';
import type { Ticker24h } from '../../src/core/trading/contract';
import { getEnvelope } from './plugin-app';
import { testGateway } from './support';

const T = Date.UTC(2026, 0, 1, 12, 0, 0);
/** The futures card's ticker: the perpetual's pair and 24 h figures, with the index price it follows. */
interface FuturesTicker extends Ticker {
  indexPrice: string;
}

const TICKER_KEYS = ['base', 'change24h', 'high24h', 'lastPrice', 'low24h', 'quote', 'symbol', 'ts', 'volume24h'];
const DECIMAL = /^\d+(\.\d+)?$/;

function expectTickerShape(ticker: Ticker): void {
  expect(Object.keys(ticker).filter((key) => key !== 'indexPrice').sort()).toEqual(TICKER_KEYS);
  expect(ticker.symbol).toBe(`${ticker.base}USDT`);
  expect(ticker.quote).toBe('USDT');
  for (const field of ['lastPrice', 'high24h', 'low24h', 'volume24h'] as const) expect(ticker[field]).toMatch(DECIMAL);
  expect(ticker.change24h).toMatch(/^-?\d+\.\d{2}$/);
  expect(Number(ticker.high24h)).toBeGreaterThanOrEqual(Number(ticker.lastPrice));
  expect(Number(ticker.low24h)).toBeLessThanOrEqual(Number(ticker.lastPrice));
  expect(Number.isInteger(ticker.ts) && ticker.ts % 1000 === 0).toBe(true);
}

/** The card a BTCUSDT market's live 24 h summary makes, read at `now`: its volume cut to two decimals. */
function cardOf(live: Ticker24h, now: number): Ticker {
  return {
    symbol: 'BTCUSDT',
    base: 'BTC',
    quote: 'USDT',
    lastPrice: live.lastPrice,
    change24h: live.priceChangePercent,
    high24h: live.highPrice,
    low24h: live.lowPrice,
    volume24h: live.volume.replace(/^(\d+)\.(\d{2})\d*$/, '$1.$2'),
    ts: Math.floor(now / 1000) * 1000,
  };
}

describe('market calls on the gateway', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await testGateway();
  });

  afterAll(async () => {
    await app.close();
  });

  it('answers a spot ticker at the server time', async () => {
    const before = Date.now();
    const { statusCode, body } = await getEnvelope<Ticker>(app, '/v1/market/ticker?symbol=BTCUSDT&languageType=0');
    expect(statusCode).toBe(200);
    expect(body).toMatchObject({ status: 'success', code: '00000', msg: 'success' });
    expectTickerShape(body.data);
    expect(body.data).toMatchObject({ symbol: 'BTCUSDT', base: 'BTC', quote: 'USDT' });
    expect(body.data.ts).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(body.data.ts).toBeLessThanOrEqual(Date.now());
  });

  it('lists a ticker for every listed symbol', async () => {
    const { body } = await getEnvelope<Ticker[]>(app, '/v1/market/tickers');
    expect(body.data.map((ticker) => ticker.symbol)).toEqual(COINS.map(symbolOf));
    body.data.forEach(expectTickerShape);
  });

  it('answers a futures ticker with its index price', async () => {
    const { body } = await getEnvelope<FuturesTicker>(app, '/v1/market/futures/ticker?symbol=ETHUSDT');
    expect(body.code).toBe('00000');
    expectTickerShape(body.data);
    expect(body.data.indexPrice).toMatch(DECIMAL);
  });

  it.each([
    ['no symbol', '', "querystring must have required property 'symbol'"],
    ['lower case', '?symbol=btcusdt', 'querystring/symbol must match pattern'],
    ['no quote', '?symbol=BTC', 'querystring/symbol must match pattern'],
    ['another quote', '?symbol=BTCUSD', 'querystring/symbol must match pattern'],
    ['a separator', '?symbol=BTC-USDT', 'querystring/symbol must match pattern'],
    ['a long base', `?symbol=${'A'.repeat(13)}USDT`, 'querystring/symbol must match pattern'],
    ['an empty value', '?symbol=', 'querystring/symbol must match pattern'],
    ['a repeated parameter', '?symbol=BTCUSDT&symbol=ETHUSDT', 'querystring/symbol must be string'],
  ])('refuses %s with 40002 naming the field', async (_case, query, message) => {
    for (const path of ['/v1/market/ticker', '/v1/market/futures/ticker']) {
      const { statusCode, body } = await getEnvelope(app, `${path}${query}`);
      expect(statusCode).toBe(400);
      expect(body).toEqual({ status: 'error', code: '40002', msg: expect.stringContaining(message), data: null });
    }
  });

  it('answers 40401 for a well-formed symbol that is not listed', async () => {
    for (const path of ['/v1/market/ticker', '/v1/market/futures/ticker']) {
      const { statusCode, body } = await getEnvelope(app, `${path}?symbol=PEPEUSDT`);
      expect(statusCode).toBe(404);
      expect(body).toEqual({ status: 'error', code: '40401', msg: 'Unknown symbol', data: null });
    }
  });

  it('answers 405 to a POST', async () => {
    const response = await app.inject({ method: 'POST', url: '/v1/market/tickers' });
    expect(response.statusCode).toBe(405);
    expect(response.json()).toMatchObject({ code: '40500' });
  });
});

describe('spot tickers on the live market', () => {
  let now = T;
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await testGateway({ market: { clock: () => now, autoStart: false } });
    // A minute of simulated trading, so the book has traded away from the drawn history.
    for (let step = 0; step < 1200; step += 1) app.exchange.advance((now += 50));
  });

  afterAll(async () => {
    await app.close();
  });

  it('answers the last trade of the market, in the card\'s shape', async () => {
    const { body } = await getEnvelope<Ticker>(app, '/v1/market/ticker?symbol=BTCUSDT');
    expectTickerShape(body.data);
    const trades = (await getEnvelope<Array<{ price: string }>>(app, '/v1/market/trades?symbol=BTCUSDT&limit=1')).body.data;
    expect(body.data.lastPrice).toBe(trades[0]?.price);
    const live = app.exchange.ticker(app.exchange.market('real', 'BTCUSDT')!, now);
    expect(body.data).toEqual(cardOf(live, now));
  });

  it('follows the market as it trades', async () => {
    const first = (await getEnvelope<Ticker>(app, '/v1/market/ticker?symbol=SOLUSDT')).body.data;
    const trades = app.exchange.market('real', 'SOLUSDT')!.recentTrades(1);
    for (let step = 0; step < 600 && app.exchange.market('real', 'SOLUSDT')!.recentTrades(1)[0]?.price === first.lastPrice; step += 1) {
      app.exchange.advance((now += 50));
    }
    const second = (await getEnvelope<Ticker>(app, '/v1/market/ticker?symbol=SOLUSDT')).body.data;
    expect(trades[0]?.price).toBe(first.lastPrice);
    expect(second.lastPrice).not.toBe(first.lastPrice);
    expect(second.lastPrice).toBe(app.exchange.market('real', 'SOLUSDT')!.recentTrades(1)[0]?.price);
  });

  it('reads the paper market under the paptrading header', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/market/ticker?symbol=ETHUSDT', headers: { paptrading: '1' } });
    const paper = app.exchange.ticker(app.exchange.market('paper', 'ETHUSDT')!, now);
    expect((response.json() as { data: Ticker }).data.lastPrice).toBe(paper.lastPrice);
  });

  it('lists every market with each price in the decimals of its coin', async () => {
    const { body } = await getEnvelope<Ticker[]>(app, '/v1/market/tickers');
    expect(body.data.map((ticker) => ticker.symbol)).toEqual(COINS.map(symbolOf));
    for (const [index, listed] of COINS.entries()) {
      const ticker = body.data[index]!;
      expectTickerShape(ticker);
      for (const field of ['lastPrice', 'high24h', 'low24h'] as const) {
        expect(ticker[field].split('.')[1]?.length).toBe(listed.priceDecimals);
      }
    }
  });
});

describe('the futures ticker on the live perpetual', () => {
  let now = T;
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await testGateway({ market: { clock: () => now, autoStart: false } });
    // A minute of simulated trading on the perpetuals, so their books have traded away from spot's.
    for (let step = 0; step < 1200; step += 1) app.futures.advance((now += 50));
  });

  afterAll(async () => {
    await app.close();
  });

  it('answers the perpetual’s own last trade, 24 h figures and index, in the card’s shape', async () => {
    const { body } = await getEnvelope<FuturesTicker>(app, '/v1/market/futures/ticker?symbol=BTCUSDT');
    expectTickerShape(body.data);
    const market = app.futures.market('real', 'BTCUSDT')!;
    const live = app.futures.ticker(market, now);
    const trades = (await getEnvelope<Array<{ price: string }>>(app, '/v1/futures/market/trades?symbol=BTCUSDT&limit=1')).body.data;
    expect(body.data.lastPrice).toBe(trades[0]?.price);
    expect(body.data).toEqual({ ...cardOf(live, now), indexPrice: market.markView(now).indexPrice });
  });

  it('follows the perpetual, not spot: the two last prices part once each has traded', async () => {
    const futuresLast = (await getEnvelope<FuturesTicker>(app, '/v1/market/futures/ticker?symbol=BTCUSDT')).body.data.lastPrice;
    expect(futuresLast).toBe(app.futures.market('real', 'BTCUSDT')!.recentTrades(1)[0]?.price);
    expect(futuresLast).not.toBe(app.exchange.ticker(app.exchange.market('real', 'BTCUSDT')!, now).lastPrice);
  });

  it('lists every perpetual, each from its own market, in the order of the exchange info', async () => {
    const { body } = await getEnvelope<FuturesTicker[]>(app, '/v1/market/futures/tickers');
    expect(body.data.map((ticker) => ticker.symbol)).toEqual(app.futures.symbols.map((spec) => spec.rules.symbol));
    expect(body.data.length).toBeGreaterThan(1);
    for (const ticker of body.data) {
      expectTickerShape(ticker);
      const market = app.futures.market('real', ticker.symbol)!;
      expect(ticker.lastPrice).toBe(app.futures.ticker(market, now).lastPrice);
      expect(ticker.indexPrice).toBe(market.markView(now).indexPrice);
    }
  });

  it('lists the paper perpetuals under the paptrading header', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/market/futures/tickers', headers: { paptrading: '1' } });
    const listed = (response.json() as { data: Ticker[] }).data;
    expect(listed.map((ticker) => ticker.lastPrice)).toEqual(
      app.futures.allMarkets('paper').map((market) => app.futures.ticker(market, now).lastPrice),
    );
  });

  it('reads the paper perpetual under the paptrading header', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/market/futures/ticker?symbol=ETHUSDT', headers: { paptrading: '1' } });
    const paper = app.futures.ticker(app.futures.market('paper', 'ETHUSDT')!, now);
    expect((response.json() as { data: Ticker }).data.lastPrice).toBe(paper.lastPrice);
  });
});
