import { COINS, coinBySymbol, symbolOf } from '../../server/market/coins';
import { formatFixed, formatTicks } from '../../server/market/decimal';
import { MAX_DEVIATION, futuresPriceAt, priceAt } from '../../server/market/simulator';

const T = Date.UTC(2026, 0, 1, 12, 0, 0);
const SYMBOLS = COINS.map(symbolOf);
const DAY = 86_400_000;

describe('priceAt', () => {
  it('is reproducible: the same time gives the same price, pinned here for one moment', () => {
    expect(priceAt('BTCUSDT', T)).toBe(95723.78);
    expect(priceAt('ETHUSDT', T)).toBe(3425.9);
    expect(priceAt('DOGEUSDT', T)).toBe(0.37948);
    for (const symbol of SYMBOLS) expect(priceAt(symbol, T)).toBe(priceAt(symbol, T));
  });

  it('holds one price through a second and changes it the next second', () => {
    for (const symbol of SYMBOLS) {
      expect(priceAt(symbol, T + 999)).toBe(priceAt(symbol, T));
      expect(priceAt(symbol, T + 1000)).not.toBe(priceAt(symbol, T));
    }
  });

  it('moves every single second for an hour', () => {
    const repeats: string[] = [];
    for (const symbol of SYMBOLS) {
      let previous = priceAt(symbol, T);
      for (let second = 1; second <= 3600; second += 1) {
        const price = priceAt(symbol, T + second * 1000);
        if (price === previous) repeats.push(`${symbol} at +${second}s`);
        previous = price;
      }
    }
    expect(repeats).toEqual([]);
  });

  it('stays within ±3% of the base price over 60 days, yet really wanders', () => {
    for (const listed of COINS) {
      let low = Infinity;
      let high = -Infinity;
      for (let time = T; time < T + 60 * DAY; time += 311_000) {
        const deviation = priceAt(symbolOf(listed), time) / listed.basePrice - 1;
        low = Math.min(low, deviation);
        high = Math.max(high, deviation);
      }
      expect(high).toBeLessThanOrEqual(MAX_DEVIATION);
      expect(low).toBeGreaterThanOrEqual(-MAX_DEVIATION);
      expect(high - low).toBeGreaterThan(0.03);
    }
  });

  it('has the order of magnitude of each coin', () => {
    const expected: Record<string, number> = {
      BTCUSDT: 97_000,
      ETHUSDT: 3_400,
      SOLUSDT: 190,
      XRPUSDT: 2.3,
      DOGEUSDT: 0.38,
      BNBUSDT: 690,
      ADAUSDT: 1.05,
      TONUSDT: 5.6,
      TRXUSDT: 0.25,
      LINKUSDT: 24,
    };
    expect(Object.keys(expected)).toEqual(SYMBOLS);
    for (const [symbol, base] of Object.entries(expected)) {
      expect(Math.abs(priceAt(symbol, T) / base - 1)).toBeLessThanOrEqual(MAX_DEVIATION);
    }
  });

  it('gives prices on the tick of each coin', () => {
    for (const listed of COINS) {
      const price = priceAt(symbolOf(listed), T);
      expect(Number(price.toFixed(listed.priceDecimals))).toBe(price);
    }
  });

  it('refuses an unlisted symbol or a time that is not a number', () => {
    expect(() => priceAt('PEPEUSDT', T)).toThrow(RangeError);
    expect(() => priceAt('btcusdt', T)).toThrow(RangeError);
    expect(() => priceAt('BTCUSDT', Number.NaN)).toThrow(RangeError);
  });
});

describe('futuresPriceAt', () => {
  it('is the spot price plus a small positive basis', () => {
    for (const symbol of SYMBOLS) {
      const tick = 10 ** -(coinBySymbol(symbol)?.priceDecimals ?? 0);
      for (let time = T; time < T + DAY; time += 997_000) {
        const spot = priceAt(symbol, time);
        const basis = (futuresPriceAt(symbol, time) - spot) / spot;
        expect(basis).toBeGreaterThan(-tick / spot);
        expect(basis).toBeLessThan(0.0006 + (2 * tick) / spot);
      }
    }
  });

  it('is reproducible', () => {
    expect(futuresPriceAt('BTCUSDT', T)).toBe(futuresPriceAt('BTCUSDT', T + 500));
  });
});

describe('decimal formatting', () => {
  it('writes ticks exactly', () => {
    expect(formatTicks(9_572_378, 2)).toBe('95723.78');
    expect(formatTicks(37_948, 5)).toBe('0.37948');
    expect(formatTicks(5, 3)).toBe('0.005');
    expect(formatTicks(42, 0)).toBe('42');
    expect(formatTicks(-150, 2)).toBe('-1.50');
    expect(() => formatTicks(0.5, 2)).toThrow(RangeError);
  });

  it('never writes a negative zero', () => {
    expect(formatFixed(-0.001, 2)).toBe('0.00');
    expect(formatFixed(-1.005, 2)).toMatch(/^-1\.0\d$/);
    expect(formatFixed(2.5, 2)).toBe('2.50');
  });
});
