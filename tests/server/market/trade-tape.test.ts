import { TradeTape, tradeOf } from '../../../server/market/trade-tape';
import type { TapeEntry } from '../../../server/market/trade-tape';

const FORMAT = { symbol: 'BTCUSDT', priceDecimals: 2, qtyDecimals: 5 };

function entry(n: number): TapeEntry {
  return { tradeId: 1000 + n, price: 6_000_000 + n, qty: 10 + n, takerSide: n % 2 === 0 ? 'buy' : 'sell', time: 1_764_000_000_000 + n };
}

describe('trade tape', () => {
  it('writes a trade as the contract does: decimal strings of ticks and lots, the id as text', () => {
    expect(tradeOf(FORMAT, { tradeId: 7, price: 6_000_012, qty: 250, takerSide: 'sell', time: 5 })).toEqual({
      symbol: 'BTCUSDT',
      tradeId: '7',
      price: '60000.12',
      qty: '0.00250',
      takerSide: 'sell',
      time: 5,
    });
  });

  it('answers the last trades oldest first, all of them when fewer are kept than asked', () => {
    const tape = new TradeTape(FORMAT, 5);
    for (let n = 0; n < 3; n += 1) tape.add(entry(n));
    expect(tape.last(10)).toEqual([0, 1, 2].map((n) => tradeOf(FORMAT, entry(n))));
    expect(tape.last(2)).toEqual([1, 2].map((n) => tradeOf(FORMAT, entry(n))));
    expect(tape.size).toBe(3);
  });

  it('forgets the oldest trades once full, across many turns of its arrays', () => {
    const tape = new TradeTape(FORMAT, 5);
    for (let n = 0; n < 23; n += 1) tape.add(entry(n));
    expect(tape.size).toBe(5);
    expect(tape.last(5)).toEqual([18, 19, 20, 21, 22].map((n) => tradeOf(FORMAT, entry(n))));
    expect(tape.last(1)).toEqual([tradeOf(FORMAT, entry(22))]);
  });

  it('keeps ids, prices and times past 2^32 exactly', () => {
    const tape = new TradeTape(FORMAT, 2);
    const big = { tradeId: 2 ** 52 + 1, price: 2 ** 40 + 3, qty: 2 ** 35 + 1, takerSide: 'buy' as const, time: 4_102_444_800_000 };
    tape.add(big);
    expect(tape.last(1)).toEqual([tradeOf(FORMAT, big)]);
  });

  it('answers nothing for an empty tape or a limit below one', () => {
    const tape = new TradeTape(FORMAT, 3);
    expect(tape.last(3)).toEqual([]);
    tape.add(entry(0));
    expect(tape.last(0)).toEqual([]);
  });
});
