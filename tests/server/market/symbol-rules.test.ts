// The decimal strings of every listed symbol's rules, as exchangeInfo serves them, against the integers the engine
// and the ledger check orders with: a rule written wrong (TRXUSDT's maxQty of 400,000,000 served as "4") refuses
// orders the gateway would take, in the client's checks before they are even sent.
import type { FastifyInstance } from 'fastify';
import { formatShortest } from '../../../server/market/amounts';
import { CandleSeries } from '../../../server/market/candles';
import { coinBySymbol } from '../../../server/market/coins';
import { checkOrder as gatewayCheck } from '../../../server/market/order-check';
import { MIN_NOTIONAL_USDT, MARKET_SYMBOLS, marketSymbolOf } from '../../../server/market/symbol-rules';
import type { FuturesSymbolRules, SymbolRules } from '../../../src/core/trading/contract';
import { FuturesPaths, TradingPaths } from '../../../src/core/trading/contract/paths';
import { checkOrder as clientCheck } from '../../../src/core/trading/order-math';
import { envelope } from '../crypto-client';
import { testGateway } from '../support';

let app: FastifyInstance;

beforeAll(async () => {
  app = await testGateway({ market: { autoStart: false } });
});

afterAll(async () => {
  await app.close();
});

/** `text` in whole units of 10^-decimals, read digit by digit (not the gateway's own parser); throws past them. */
function scaled(text: string, decimals: number): bigint {
  const [whole = '', fraction = ''] = text.split('.');
  if (fraction.length > decimals) throw new RangeError(`${text} has more than ${decimals} decimals`);
  return BigInt(whole + fraction.padEnd(decimals, '0'));
}

async function served<T>(path: string): Promise<T[]> {
  return (envelope(await app.inject({ method: 'GET', url: path })).data as { symbols: T[] }).symbols;
}

describe('exchangeInfo writes each rule as the integer the gateway checks', () => {
  it('serves every listed symbol, with min and max quantity, step and tick equal to their lots and ticks', async () => {
    const symbols = await served<SymbolRules>(TradingPaths.exchangeInfo);
    expect(symbols.map((rules) => rules.symbol)).toEqual(MARKET_SYMBOLS.map((entry) => entry.rules.symbol));
    for (const rules of symbols) {
      const market = marketSymbolOf(rules.symbol)!;
      const { qtyDecimals: qd, priceDecimals: pd } = rules;
      expect([rules.symbol, qd, pd]).toEqual([rules.symbol, market.qtyDecimals, market.priceDecimals]);
      expect([rules.symbol, scaled(rules.maxQty, qd)]).toEqual([rules.symbol, BigInt(market.maxLots)]);
      expect([rules.symbol, scaled(rules.minQty, qd)]).toEqual([rules.symbol, BigInt(market.minLots)]);
      expect([rules.symbol, scaled(rules.stepSize, qd)]).toEqual([rules.symbol, 1n]);
      expect([rules.symbol, scaled(rules.tickSize, pd)]).toEqual([rules.symbol, 1n]);
      expect([rules.symbol, rules.minNotional]).toEqual([rules.symbol, MIN_NOTIONAL_USDT]);
    }
  });

  it('serves TRXUSDT (no decimals of quantity) a maximum of 400,000,000, not 4', async () => {
    const trx = (await served<SymbolRules>(TradingPaths.exchangeInfo)).find((rules) => rules.symbol === 'TRXUSDT');
    expect(trx).toMatchObject({ qtyDecimals: 0, stepSize: '1', minQty: '1', maxQty: '400000000' });
  });

  it('serves each perpetual the quantities of its spot pair, equal to the same lots', async () => {
    for (const rules of await served<FuturesSymbolRules>(FuturesPaths.exchangeInfo)) {
      const market = marketSymbolOf(rules.symbol)!;
      expect([rules.symbol, scaled(rules.maxQty, rules.qtyDecimals)]).toEqual([rules.symbol, BigInt(market.maxLots)]);
      expect([rules.symbol, scaled(rules.minQty, rules.qtyDecimals)]).toEqual([rules.symbol, BigInt(market.minLots)]);
      expect([rules.symbol, scaled(rules.stepSize, rules.qtyDecimals)]).toEqual([rules.symbol, 1n]);
      expect([rules.symbol, scaled(rules.tickSize, rules.priceDecimals)]).toEqual([rules.symbol, 1n]);
    }
  });

  it('lets an order of the served maximum through the gateway\'s range check and the client\'s, and one step more through neither', async () => {
    for (const rules of await served<SymbolRules>(TradingPaths.exchangeInfo)) {
      const market = marketSymbolOf(rules.symbol)!;
      const over = formatShortest(BigInt(market.maxLots) + 1n, rules.qtyDecimals);
      const order = (qty: string) => ({ symbol: rules.symbol, side: 'sell' as const, type: 'market' as const, qty });
      expect(gatewayCheck(order(rules.maxQty), market).lots).toBe(market.maxLots);
      expect(() => gatewayCheck(order(over), market)).toThrow(`${rules.minQty} to ${rules.maxQty}`);
      const client = (amount: string) =>
        clientCheck(rules, { type: 'market', side: 'sell', price: '', amount, available: null, marketPrice: null })?.key ?? null;
      expect([rules.symbol, client(rules.maxQty)]).toEqual([rules.symbol, null]);
      expect([rules.symbol, client(over)]).toEqual([rules.symbol, 'trading.form.error.qtyRange']);
    }
  });
});

describe('the shortest decimal of a count of units', () => {
  it('drops only a fraction\'s trailing zeros, never the zeros of a whole number', () => {
    expect(formatShortest(400_000_000n, 0)).toBe('400000000');
    expect(formatShortest(10n, 0)).toBe('10');
    expect(formatShortest(0n, 0)).toBe('0');
    expect(formatShortest(4_000_000_000n, 1)).toBe('400000000');
    expect(formatShortest(12_500n, 3)).toBe('12.5');
    expect(formatShortest(0n, 2)).toBe('0');
    expect(formatShortest(1n, 5)).toBe('0.00001');
    expect(formatShortest(100_000n, 5)).toBe('1');
  });
});

describe('a candle of a coin traded in whole units', () => {
  it('writes a volume of 400 TRX as 400, not 4', () => {
    const candles = new CandleSeries('TRXUSDT', coinBySymbol('TRXUSDT')!, 0);
    const [minute] = candles.add(60_000, 25_000, 400);
    expect(minute).toMatchObject({ interval: '1m', volume: '400', quoteVolume: '100' });
  });
});
