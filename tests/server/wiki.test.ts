import type { FastifyInstance } from 'fastify';
import { COINS } from '../../server/market/coins';
import { spotTicker } from '../../server/market/ticker';
import type { CoinSummary } from '../../src/core/market-data';
import { simulatedPrices } from '../../server/market/coin-summary';
import { wikiRoutes } from '../../server/routes/wiki';
import type { ArticleAnswer } from '../../server/routes/wiki';
import { getEnvelope, pluginApp } from './plugin-app';
import { makeStaticDir, removeDir, testGateway } from './support';

const T = Date.UTC(2026, 0, 1, 12, 0, 0);
const COIN_KEYS = ['change24h', 'id', 'marketCapUsdt', 'name', 'priceUsdt', 'rank', 'symbol'];

function invalidParameter(message: string) {
  return { status: 'error', code: '40002', msg: expect.stringContaining(`Invalid parameter: ${message}`), data: null };
}

describe('GET /v1/wiki/coins', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await pluginApp(wikiRoutes(() => simulatedPrices(T)));
  });

  afterAll(async () => {
    await app.close();
  });

  it('lists the ten coins, largest market cap first, at the prices given', async () => {
    const { statusCode, body } = await getEnvelope<CoinSummary[]>(app, '/v1/wiki/coins?locale=en');
    expect(statusCode).toBe(200);
    const coins = body.data;
    expect(coins.map((coin) => coin.id).sort()).toEqual(COINS.map((listed) => listed.id).sort());
    expect(coins.map((coin) => coin.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(coins[0]).toMatchObject({ id: 'bitcoin', symbol: 'BTC', name: 'Bitcoin', rank: 1 });
    for (const coin of coins) {
      expect(Object.keys(coin).sort()).toEqual(COIN_KEYS);
      const listed = COINS.find((candidate) => candidate.id === coin.id)!;
      const ticker = spotTicker(listed, T);
      expect(coin.priceUsdt).toBe(ticker.lastPrice);
      expect(coin.change24h).toBe(ticker.change24h);
      expect(coin.marketCapUsdt).toMatch(/^\d+$/);
      expect(Number(coin.marketCapUsdt) / (Number(coin.priceUsdt) * listed.circulatingSupply)).toBeCloseTo(1, 6);
    }
    const caps = coins.map((coin) => BigInt(coin.marketCapUsdt));
    expect(caps.every((cap, index) => index === 0 || cap <= caps[index - 1]!)).toBe(true);
  });

  it('reads each price at the coin\'s decimals and its market cap exactly, rounded down to whole USDT', async () => {
    const priced = await pluginApp(wikiRoutes(() => (listed) => ({ lastPrice: listed.base === 'DOGE' ? '0.38001' : '1.5', change24h: '0.00' })));
    try {
      const coins = (await getEnvelope<CoinSummary[]>(priced, '/v1/wiki/coins')).body.data;
      const doge = COINS.find((listed) => listed.base === 'DOGE')!;
      // 0.38001 x 147,500,000,000 = 56,051,475,000 exactly; 1.5 x 19,790,000 = 29,685,000 (a price shorter than its decimals).
      expect(coins.find((coin) => coin.symbol === 'DOGE')?.marketCapUsdt).toBe(((38001n * BigInt(doge.circulatingSupply)) / 100000n).toString());
      expect(coins.find((coin) => coin.symbol === 'BTC')?.marketCapUsdt).toBe('29685000');
      // At 1.5 USDT each the largest supplies lead: TRON's 86.2 billion (129.3 billion USDT), then XRP's 57.6 (86.4).
      expect(coins.slice(0, 2).map((coin) => coin.symbol)).toEqual(['TRX', 'XRP']);
    } finally {
      await priced.close();
    }
  });

  it('answers the same for every locale, and without one', async () => {
    const english = (await getEnvelope(app, '/v1/wiki/coins?locale=en')).body;
    expect((await getEnvelope(app, '/v1/wiki/coins?locale=ja')).body).toEqual(english);
    expect((await getEnvelope(app, '/v1/wiki/coins')).body).toEqual(english);
  });

  it.each([
    ['too long', 'x'.repeat(17), 'querystring/locale must NOT have more than 16 characters'],
    ['not a locale', 'en;drop', 'querystring/locale must match pattern'],
    ['empty', '', 'querystring/locale must NOT have fewer than 2 characters'],
  ])('refuses a locale that is %s', async (_case, locale, message) => {
    const { statusCode, body } = await getEnvelope(app, `/v1/wiki/coins?locale=${encodeURIComponent(locale)}`);
    expect(statusCode).toBe(400);
    expect(body).toEqual(invalidParameter(message));
  });
});

describe('GET /v1/wiki/coins on the gateway', () => {
  it('prices each coin as its live spot market does, the ticker card\'s last price and change', async () => {
    // The market's own clock held at the last step: both reads see the same 24 h window, whatever the wall clock.
    const app = await testGateway({ market: { autoStart: false, clock: () => T + 5_000 } });
    try {
      app.exchange.advance(T);
      app.exchange.advance(T + 5_000);
      const coins = (await getEnvelope<CoinSummary[]>(app, '/v1/wiki/coins')).body.data;
      for (const symbol of ['BTC', 'DOGE']) {
        const card = (await getEnvelope<{ lastPrice: string; change24h: string }>(app, `/v1/market/ticker?symbol=${symbol}USDT`)).body.data;
        expect(coins.find((coin) => coin.symbol === symbol)).toMatchObject({ priceUsdt: card.lastPrice, change24h: card.change24h });
      }
    } finally {
      await app.close();
    }
  });
});

describe('GET /static/wiki/btc.svg', () => {
  it('serves the image the Bitcoin article shows, also alongside the built app', async () => {
    const staticDir = makeStaticDir();
    const app = await testGateway({ staticDir });
    try {
      const response = await app.inject({ method: 'GET', url: '/static/wiki/btc.svg' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(response.body).not.toMatch(/script|on\w+=|href/i);
      expect((await app.inject({ method: 'HEAD', url: '/static/wiki/btc.svg' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/static/wiki/eth.svg' })).statusCode).toBe(404);
    } finally {
      await app.close();
      removeDir(staticDir);
    }
  });
});

describe('GET /v1/wiki/article', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await testGateway();
  });

  afterAll(async () => {
    await app.close();
  });

  const article = async (query: string) => getEnvelope<ArticleAnswer>(app, `/v1/wiki/article?${query}`);

  it.each(['bitcoin', 'ethereum', 'what-is-a-stablecoin', 'bitcoin/history'])('answers %s', async (id) => {
    const { statusCode, body } = await article(`id=${id}&locale=en`);
    expect(statusCode).toBe(200);
    expect(Object.keys(body.data).sort()).toEqual(['html', 'id', 'locale', 'summary', 'title', 'updatedAt']);
    expect(body.data).toMatchObject({ id, locale: 'en' });
    expect(body.data.title.length).toBeGreaterThan(3);
    expect(body.data.summary).not.toMatch(/[<>]/);
    expect(body.data.html).toMatch(/<h2>[^<]+<\/h2>/);
    expect(body.data.html).toMatch(/<p>/);
    expect(body.data.html).toMatch(/<table>[\s\S]*<th scope="col">[\s\S]*<\/table>/);
    expect(body.data.html).not.toMatch(/<script|javascript:|\son\w+=|style=/i);
    expect(Number.isInteger(body.data.updatedAt)).toBe(true);
  });

  it('gives the Bitcoin article a list, a link to bitcoin.org and a same-origin image', async () => {
    const { html } = (await article('id=bitcoin')).body.data;
    expect(html).toMatch(/<ul>\s*<li>/);
    expect(html).toContain('<a href="https://bitcoin.org">');
    expect(html).toMatch(/<img src="\/static\/wiki\/btc\.svg" alt="[^"]+"/);
    expect(html).toContain('<a href="/wiki/bitcoin/history">');
  });

  it('takes the slash of a nested id encoded or not', async () => {
    const plain = (await article('id=bitcoin/history')).body;
    expect((await article('id=bitcoin%2Fhistory')).body).toEqual(plain);
    expect(plain.data.title).toBe('The history of Bitcoin');
  });

  it('falls back to the English article for any locale', async () => {
    const english = (await article('id=ethereum&locale=en')).body;
    for (const locale of ['ja', 'zh-CN', 'de', 'pt-PT', 'asia']) {
      expect((await article(`id=ethereum&locale=${locale}`)).body).toEqual(english);
    }
    expect((await article('id=ethereum')).body).toEqual(english);
  });

  it.each([
    ['missing', '', "querystring must have required property 'id'"],
    ['upper case', 'id=Bitcoin', 'querystring/id must match pattern'],
    ['a parent path', 'id=../etc/passwd', 'querystring/id must match pattern'],
    ['a leading slash', 'id=/bitcoin', 'querystring/id must match pattern'],
    ['a trailing slash', 'id=bitcoin/', 'querystring/id must match pattern'],
    ['five segments', 'id=a/b/c/d/e', 'querystring/id must match pattern'],
    ['a leading hyphen', 'id=-bitcoin', 'querystring/id must match pattern'],
    ['a long segment', `id=${'a'.repeat(65)}`, 'querystring/id must match pattern'],
    ['a space', 'id=bit%20coin', 'querystring/id must match pattern'],
    ['empty', 'id=', 'querystring/id must match pattern'],
    ['repeated', 'id=bitcoin&id=ethereum', 'querystring/id must be string'],
    ['a bad locale', 'id=bitcoin&locale=e', 'querystring/locale must NOT have fewer than 2 characters'],
  ])('refuses an id that is %s with 40002', async (_case, query, message) => {
    const { statusCode, body } = await article(query);
    expect(statusCode).toBe(400);
    expect(body).toEqual(invalidParameter(message));
  });

  it('accepts the longest id the pattern allows and answers 40401 when there is no such article', async () => {
    const longest = Array.from({ length: 4 }, () => 'a'.repeat(64)).join('/');
    for (const id of ['dogecoin', 'bitcoin/future', longest]) {
      const { statusCode, body } = await article(`id=${id}`);
      expect(statusCode).toBe(404);
      expect(body).toEqual({ status: 'error', code: '40401', msg: 'Article not found', data: null });
    }
  });
});
