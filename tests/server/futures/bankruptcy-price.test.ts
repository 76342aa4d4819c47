// The bankruptcy price a liquidation trades within (server/futures/bankruptcy-price.ts), in BTCUSDT's ticks (0.01)
// and lots (0.00001): rounded toward the position's own side, so no fill at it costs more than the equity behind it.
import { bankruptcyTicks } from '../../../server/futures/bankruptcy-price';
import { parseAtoms } from '../../../server/market/amounts';

const position = (side: 'LONG' | 'SHORT', lots: number, entry: string) => ({ side, size_lots: lots, entry_quote: parseAtoms(entry).toString() });
const btc = (held: ReturnType<typeof position>, equity: bigint) => bankruptcyTicks(held, equity, 2, 5);
const ATOM = 1n;

describe('bankruptcy price', () => {
  it('is where the equity behind a long or a short is gone: 0.01 BTC at 60,000 on 30 USDT, 57,000 and 63,000', () => {
    expect(btc(position('LONG', 1_000, '600'), parseAtoms('30'))).toBe(5_700_000);
    expect(btc(position('SHORT', 1_000, '600'), parseAtoms('30'))).toBe(6_300_000);
  });

  it('rounds a long up and a short down to the tick: an atom less equity moves it a tick inwards', () => {
    expect(btc(position('LONG', 1_000, '600'), parseAtoms('30') - ATOM)).toBe(5_700_001);
    expect(btc(position('LONG', 1_000, '600'), parseAtoms('30') + ATOM)).toBe(5_700_000);
    expect(btc(position('SHORT', 1_000, '600'), parseAtoms('30') - ATOM)).toBe(6_299_999);
    expect(btc(position('SHORT', 1_000, '600'), parseAtoms('30') + ATOM)).toBe(6_300_000);
  });

  it('lies past the entry on the wrong side when the equity is already below zero', () => {
    // A cross balance of -10 behind a long of 0.01 at 60,000: it must sell at 61,000 to pay its way.
    expect(btc(position('LONG', 1_000, '600'), -parseAtoms('10'))).toBe(6_100_000);
    expect(btc(position('SHORT', 1_000, '600'), -parseAtoms('10'))).toBe(5_900_000);
  });

  it('is 0 for a long backed for a fall to zero and for a short backed by less than nothing', () => {
    expect(btc(position('LONG', 1_000, '600'), parseAtoms('600'))).toBe(0);
    expect(btc(position('LONG', 1_000, '600'), parseAtoms('5000'))).toBe(0);
    expect(btc(position('SHORT', 1_000, '600'), -parseAtoms('600'))).toBe(0);
    expect(btc(position('SHORT', 1_000, '600'), -parseAtoms('700'))).toBe(0);
  });

  it('works exactly on an entry averaged over fills: 0.02 at 61,500 on 61.5 is 58,425', () => {
    expect(btc(position('LONG', 2_000, '1230'), parseAtoms('61.5'))).toBe(5_842_500);
  });
});
