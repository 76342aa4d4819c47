// The mark price, the premium samples and the funding schedule of one perpetual in one world
// (docs/futures.md "Mark price" and "Funding"). Updated about once a second by the exchange's loop.
import Big from 'big.js';
import { fundingRate, markPrice, premiumIndex } from '../../src/core/trading/futures/funding';
import type { MatchingEngine } from '../market/engine/matching-engine';
import { spotTicks } from '../market/simulator';
import type { FuturesSymbol } from './futures-symbols';

const BASIS_WINDOW_MS = 30_000;
/** Binance's impact margin notional: 200 USDT of margin at the maximum leverage. */
const IMPACT_MARGIN = 200;

export class MarkState {
  indexTicks = 0;
  markTicks = 0;
  /** A mark pinned by /__dev/futures/mark; overrides the formula while set. */
  pinnedTicks: number | undefined;
  lastFundingRate = '0';
  nextFundingTime: number;
  private basis: Array<{ time: number; value: number }> = [];
  // A running sum, not the samples: an 8-hour interval at one sample a second is 28,800 of them.
  private premiumSum = new Big(0);
  private premiumCount = 0;

  constructor(
    private readonly spec: FuturesSymbol,
    now: number,
    lastRate: string | undefined,
  ) {
    this.nextFundingTime = this.boundaryAfter(now);
    if (lastRate !== undefined) this.lastFundingRate = lastRate;
    this.indexTicks = spotTicks(spec.spot.coin, Math.floor(now / 1000));
    this.markTicks = this.indexTicks;
  }

  get intervalMs(): number {
    return this.spec.rules.fundingIntervalMs;
  }

  /** The first funding time after `now`: funding falls on whole multiples of the interval since the epoch. */
  boundaryAfter(now: number): number {
    return (Math.floor(now / this.intervalMs) + 1) * this.intervalMs;
  }

  /** The rate the next settlement would apply now. */
  predictedRate(): Big {
    const average = this.premiumCount === 0 ? new Big(0) : this.premiumSum.div(this.premiumCount);
    return fundingRate(average, {
      interestRate: this.spec.rules.interestRate,
      cap: this.spec.rules.fundingRateCap,
    });
  }

  /** Takes a sample of the book and the index, and works out the mark. */
  update(now: number, engine: MatchingEngine, lastTicks: number | undefined): void {
    const pd = this.spec.spot.priceDecimals;
    this.indexTicks = spotTicks(this.spec.spot.coin, Math.floor(now / 1000));
    const bid = engine.bestBid();
    const ask = engine.bestAsk();
    if (bid !== undefined && ask !== undefined) this.basis.push({ time: now, value: (bid + ask) / 2 - this.indexTicks });
    this.basis = this.basis.filter((sample) => now - sample.time <= BASIS_WINDOW_MS);
    const index = new Big(this.indexTicks).div(10 ** pd);
    this.premiumSum = this.premiumSum.plus(premiumIndex(index, this.impactPrice(engine, 'sell', index), this.impactPrice(engine, 'buy', index)));
    this.premiumCount += 1;
    const basisAverage =
      this.basis.length === 0 ? null : new Big(this.basis.reduce((sum, sample) => sum + sample.value, 0)).div(this.basis.length).div(10 ** pd);
    const mark = markPrice({
      index,
      fundingRate: this.predictedRate(),
      msToFunding: this.nextFundingTime - now,
      intervalMs: this.intervalMs,
      basisAverage,
      lastPrice: lastTicks === undefined ? null : new Big(lastTicks).div(10 ** pd),
    });
    this.markTicks = this.pinnedTicks ?? Number(mark.times(10 ** pd).round(0, Big.roundHalfEven).toFixed(0));
  }

  pin(ticks: number | undefined): void {
    this.pinnedTicks = ticks;
    if (ticks !== undefined) this.markTicks = ticks;
  }

  /** Closes an interval: the rate to apply, and a fresh set of samples for the next one. */
  settle(): Big {
    const rate = this.predictedRate();
    this.lastFundingRate = rate.toFixed();
    this.premiumSum = new Big(0);
    this.premiumCount = 0;
    this.nextFundingTime += this.intervalMs;
    return rate;
  }

  /**
   * The average price of selling (impact bid) or buying (impact ask) the impact notional into the book, or null
   * when the book is empty on that side.
   */
  private impactPrice(engine: MatchingEngine, side: 'buy' | 'sell', index: Big): Big | null {
    const { qtyDecimals: qd, priceDecimals: pd } = this.spec.spot;
    const notional = IMPACT_MARGIN * this.spec.rules.maxLeverage;
    const lots = Math.max(1, Math.round(new Big(notional).div(index).times(10 ** qd).toNumber()));
    const cost = engine.cost({ side, price: undefined, account: '~impact', qty: lots });
    if (cost.lots === 0) return null;
    return new Big(cost.tickLots.toString()).div(cost.lots).div(10 ** pd);
  }
}
