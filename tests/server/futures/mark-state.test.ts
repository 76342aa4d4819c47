import type { MatchingEngine } from '../../../server/market/engine/matching-engine';
import { futuresSymbols } from '../../../server/futures/futures-symbols';
import type { FuturesSymbol } from '../../../server/futures/futures-symbols';
import { MarkState } from '../../../server/futures/mark-state';
import { INTERVAL, T0 } from './support';

// The mark, the premium samples and the funding schedule (docs/futures.md "Mark price" and "Funding"), with time
// passed in as `now` and the index chosen by the test: 50,000.00 (5,000,000 ticks) unless a test says otherwise.

const mockIndex = { ticksAt: (_second: number): number => 5_000_000 };
jest.mock('../../../server/market/simulator', () => ({
  ...jest.requireActual<Record<string, unknown>>('../../../server/market/simulator'),
  spotTicks: (_coin: unknown, second: number) => mockIndex.ticksAt(second),
}));

beforeEach(() => {
  mockIndex.ticksAt = () => 5_000_000;
});

/** BTCUSDT (prices 2 decimals, sizes 5, 125x at most) funding every minute. */
const BTC = futuresSymbols(INTERVAL).find((spec) => spec.rules.symbol === 'BTCUSDT') as FuturesSymbol;

interface Level {
  price: number;
  lots: number;
}

/** The parts of the engine MarkState reads: the best prices, and what taking lots at market would trade against. */
function book(bids: Level[], asks: Level[]): MatchingEngine {
  const stub: Pick<MatchingEngine, 'bestBid' | 'bestAsk' | 'cost'> = {
    bestBid: () => bids[0]?.price,
    bestAsk: () => asks[0]?.price,
    // As the engine: a buy takes the asks, anything else the bids, best level first.
    cost: ({ side, qty }) => {
      let lots = 0;
      let tickLots = 0n;
      for (const level of side === 'buy' ? asks : bids) {
        const take = Math.min(level.lots, qty - lots);
        lots += take;
        tickLots += BigInt(take) * BigInt(level.price);
        if (lots >= qty) break;
      }
      return { lots, tickLots };
    },
  };
  return stub as MatchingEngine;
}

const DEEP = 1_000_000;
const empty = book([], []);
/** Bid at the index, ask 80 above: mid - index = +40, and neither side's impact price makes a premium. */
const plus40 = book([{ price: 5_000_000, lots: DEEP }], [{ price: 5_008_000, lots: DEEP }]);
/** Bid at the index, ask 40 above: mid - index = +20, no premium. */
const plus20 = book([{ price: 5_000_000, lots: DEEP }], [{ price: 5_004_000, lots: DEEP }]);
/**
 * Impact notional 200 x 125 = 25,000 USDT = 0.5 BTC at 50,000 = 50,000 lots. Selling them takes 10,000 at 50,200
 * and 40,000 at 50,050: impact bid (10,000 x 50,200 + 40,000 x 50,050) / 50,000 = 50,080. Impact ask 50,300 is
 * above the index. Premium P = 80 / 50,000 = 0.0016; F = 0.0016 + clamp(0.0001 - 0.0016) = 0.0016 - 0.0005 = 0.0011.
 */
const premium16 = book(
  [{ price: 5_020_000, lots: 10_000 }, { price: 5_005_000, lots: 100_000 }],
  [{ price: 5_030_000, lots: 100_000 }],
);
const LAST = 5_010_000;

describe('mark state: the funding schedule', () => {
  it('funding falls on whole multiples of the interval: the next one after a multiple, the multiple itself just before it', () => {
    const state = new MarkState(BTC, T0, undefined);
    expect(state.intervalMs).toBe(60_000);
    expect(state.nextFundingTime).toBe(T0 + 60_000);
    expect(new MarkState(BTC, T0 - 1, undefined).nextFundingTime).toBe(T0);
    expect(state.boundaryAfter(T0 + 59_999)).toBe(T0 + 60_000);
    expect(state.boundaryAfter(T0 + 60_000)).toBe(T0 + 120_000);
    // Every 8 hours by default: 12:00 UTC is followed by 16:00 UTC.
    const eightHours = futuresSymbols().find((spec) => spec.rules.symbol === 'BTCUSDT') as FuturesSymbol;
    expect(new MarkState(eightHours, T0, undefined).nextFundingTime).toBe(Date.UTC(2026, 10, 25, 16, 0, 0));
  });

  it('starts at the index of the current second, with the stored last rate or "0"', () => {
    // The index rises a tick a second: 2.999 s after T0 is second 2.
    mockIndex.ticksAt = (second) => 5_000_000 + (second - T0 / 1000);
    const fresh = new MarkState(BTC, T0 + 2_999, undefined);
    expect(fresh).toMatchObject({ indexTicks: 5_000_002, markTicks: 5_000_002, lastFundingRate: '0', pinnedTicks: undefined });
    expect(new MarkState(BTC, T0, '0.00012').lastFundingRate).toBe('0.00012');
  });

  it('settle() returns the predicted rate, records it, starts a fresh set of samples and moves the next funding time by one interval', () => {
    const state = new MarkState(BTC, T0, undefined);
    state.update(T0 + 1_000, premium16, undefined);
    expect(state.settle().toFixed()).toBe('0.0011');
    expect(state.lastFundingRate).toBe('0.0011');
    expect(state.nextFundingTime).toBe(T0 + 120_000);
    // No sample since: the average premium is 0 and F is the interest rate I.
    expect(state.predictedRate().toFixed()).toBe('0.0001');
    expect(state.settle().toFixed()).toBe('0.0001');
    expect(state.nextFundingTime).toBe(T0 + 180_000);
  });
});

describe('mark state: premium samples', () => {
  it('without a sample the predicted rate is the interest rate, 0.01 %', () => {
    expect(new MarkState(BTC, T0, undefined).predictedRate().toFixed()).toBe('0.0001');
  });

  it('the impact bid is the average price of selling 200 x max leverage USDT into the bids (not the best bid)', () => {
    const state = new MarkState(BTC, T0, undefined);
    state.update(T0 + 1_000, premium16, undefined);
    expect(state.predictedRate().toFixed()).toBe('0.0011');
  });

  it('the impact ask is the average price of buying into the asks: asks below the index make a negative premium', () => {
    // Impact ask 49,900, impact bid 49,800: P = -(50,000 - 49,900) / 50,000 = -0.002; F = -0.002 + 0.0005 = -0.0015.
    const state = new MarkState(BTC, T0, undefined);
    state.update(T0 + 1_000, book([{ price: 4_980_000, lots: DEEP }], [{ price: 4_990_000, lots: DEEP }]), undefined);
    expect(state.predictedRate().toFixed()).toBe('-0.0015');
  });

  it('the premium is averaged over every sample of the interval', () => {
    // 0.0016 then 0 (an empty book): average 0.0008; F = 0.0008 + clamp(-0.0007) = 0.0003.
    const state = new MarkState(BTC, T0, undefined);
    state.update(T0 + 1_000, premium16, undefined);
    state.update(T0 + 2_000, empty, undefined);
    expect(state.predictedRate().toFixed()).toBe('0.0003');
  });

  it("the predicted rate uses the symbol's own interest rate and cap", () => {
    const spec: FuturesSymbol = { ...BTC, rules: { ...BTC.rules, interestRate: '0.0003', fundingRateCap: '0.001' } };
    const state = new MarkState(spec, T0, undefined);
    expect(state.predictedRate().toFixed()).toBe('0.0003');
    // 0.0016 + clamp(0.0003 - 0.0016) = 0.0011, over the cap of 0.1 %.
    state.update(T0 + 1_000, premium16, undefined);
    expect(state.predictedRate().toFixed()).toBe('0.001');
  });
});

describe('mark state: the mark', () => {
  it('takes the index of the second of each update', () => {
    mockIndex.ticksAt = (second) => 5_000_000 + 100 * (second - T0 / 1000);
    const state = new MarkState(BTC, T0, undefined);
    state.update(T0 + 5_500, empty, undefined);
    expect(state.indexTicks).toBe(5_000_500);
  });

  it('without a book or a trade the mark is Price1 = index x (1 + F x time to funding / interval)', () => {
    // 45 s of 60 left, F 0.0001: 50,000 x (1 + 0.0001 x 0.75) = 50,003.75.
    const state = new MarkState(BTC, T0, undefined);
    state.update(T0 + 15_000, empty, undefined);
    expect(state.markTicks).toBe(5_000_375);
  });

  it('with a mid and a last trade the mark is the median of Price1, index + basis and the last price', () => {
    // Price1 = 50,000 x (1 + 0.0001 x 0.5) = 50,002.50; Price2 = 50,000 + 40 = 50,040; last 50,100: median 50,040.
    const state = new MarkState(BTC, T0, undefined);
    state.update(T0 + 30_000, plus40, LAST);
    expect(state.markTicks).toBe(5_004_000);
  });

  it('a book with one side empty gives no basis sample: the mark is the lower of Price1 and the last price', () => {
    const onlyAsks = new MarkState(BTC, T0, undefined);
    onlyAsks.update(T0 + 30_000, book([], [{ price: 5_008_000, lots: DEEP }]), LAST);
    expect(onlyAsks.markTicks).toBe(5_000_250);
    const onlyBids = new MarkState(BTC, T0, undefined);
    onlyBids.update(T0 + 30_000, book([{ price: 5_000_000, lots: DEEP }], []), LAST);
    expect(onlyBids.markTicks).toBe(5_000_250);
  });

  it('the basis is averaged over 30 s: a sample exactly 30 s old is kept, one older is dropped', () => {
    const state = new MarkState(BTC, T0, undefined);
    state.update(T0 + 1_000, plus40, LAST);
    expect(state.markTicks).toBe(5_004_000);
    // Samples +40 (30 s old) and +20: average 30, Price2 50,030 between Price1 (50,002.42) and the last (50,100).
    state.update(T0 + 31_000, plus20, LAST);
    expect(state.markTicks).toBe(5_003_000);
    // The +40 is now 30.001 s old: +20 and +20 remain.
    state.update(T0 + 31_001, plus20, LAST);
    expect(state.markTicks).toBe(5_002_000);
  });

  it('a pinned mark overrides the formula until released; released, it stays until the next update recomputes it', () => {
    const state = new MarkState(BTC, T0, undefined);
    state.pin(5_100_000);
    expect(state).toMatchObject({ pinnedTicks: 5_100_000, markTicks: 5_100_000 });
    state.update(T0 + 30_000, empty, undefined);
    expect(state.markTicks).toBe(5_100_000);
    state.pin(undefined);
    expect(state).toMatchObject({ pinnedTicks: undefined, markTicks: 5_100_000 });
    // Price1 with 30 s of 60 left: 50,002.50.
    state.update(T0 + 30_000, empty, undefined);
    expect(state.markTicks).toBe(5_000_250);
  });
});
