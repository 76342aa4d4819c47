// Funding and the mark price of a perpetual, as Binance documents them (TRADING.md, docs/futures.md "Funding"):
//   premium P = [max(0, impact bid - index) - max(0, index - impact ask)] / index, averaged over the interval
//   rate F = P + clamp(I - P, -0.05 %, +0.05 %), I = 0.01 % per 8 h, then capped at +-cap
//   payment = size x mark x F; a positive rate makes longs pay shorts
//   mark = median(index x (1 + F x time to funding / interval), index + average(mid - index), last price)
import Big from 'big.js';
import type { BigSource } from 'big.js';
import type { PositionSide } from '../contract/futures';
import { sideSign } from './position-math';

/** I: 0.01 % per 8-hour interval. */
export const DEFAULT_INTEREST_RATE = '0.0001';
/** The clamp around I - P. */
export const FUNDING_CLAMP = '0.0005';
/** |F| never exceeds 0.75 % (the largest cap Binance sets on its majors). */
export const DEFAULT_FUNDING_CAP = '0.0075';
/** Rates are published and applied with 8 decimals. */
export const FUNDING_RATE_DECIMALS = 8;
export const EIGHT_HOURS_MS = 8 * 60 * 60 * 1000;

function clamp(value: Big, low: Big, high: Big): Big {
  if (value.lt(low)) return low;
  if (value.gt(high)) return high;
  return value;
}

/** One premium sample. An empty book side counts as the index (no premium from it). */
export function premiumIndex(index: BigSource, impactBid: BigSource | null, impactAsk: BigSource | null): Big {
  const i = new Big(index);
  if (i.lte(0)) throw new RangeError('the index price must be positive');
  const bidPart = impactBid === null ? new Big(0) : new Big(impactBid).minus(i);
  const askPart = impactAsk === null ? new Big(0) : i.minus(impactAsk);
  const up = bidPart.gt(0) ? bidPart : new Big(0);
  const down = askPart.gt(0) ? askPart : new Big(0);
  return up.minus(down).div(i);
}

/** The mean of the premium samples of an interval (0 with no sample). */
export function averagePremium(samples: readonly BigSource[]): Big {
  if (samples.length === 0) return new Big(0);
  return samples.reduce<Big>((sum, sample) => sum.plus(sample), new Big(0)).div(samples.length);
}

export interface FundingRateOptions {
  readonly interestRate?: BigSource;
  readonly cap?: BigSource;
}

/** F = P + clamp(I - P, -0.05 %, +0.05 %), capped at +-cap, rounded half-even to 8 decimals. */
export function fundingRate(premium: BigSource, options: FundingRateOptions = {}): Big {
  const p = new Big(premium);
  const interest = new Big(options.interestRate ?? DEFAULT_INTEREST_RATE);
  const band = new Big(FUNDING_CLAMP);
  const cap = new Big(options.cap ?? DEFAULT_FUNDING_CAP);
  const rate = p.plus(clamp(interest.minus(p), band.neg(), band));
  return clamp(rate, cap.neg(), cap).round(FUNDING_RATE_DECIMALS, Big.roundHalfEven);
}

/**
 * What a position gets at a settlement: -(side x size x mark x rate). Negative means it pays. Exact (no rounding),
 * so the longs' payments and the shorts' receipts of equal open interest cancel to zero.
 */
export function fundingPayment(side: PositionSide, size: BigSource, markPrice: BigSource, rate: BigSource): Big {
  return new Big(size).abs().times(markPrice).times(rate).times(-sideSign(side));
}

function median(values: readonly Big[]): Big {
  const sorted = [...values].sort((a, b) => a.cmp(b));
  return sorted[Math.floor(sorted.length / 2)] as Big;
}

export interface MarkInput {
  readonly index: BigSource;
  /** The rate the next settlement would apply (predicted). */
  readonly fundingRate: BigSource;
  readonly msToFunding: number;
  readonly intervalMs: number;
  /** The moving average (30 s) of mid - index; null before any sample. */
  readonly basisAverage: BigSource | null;
  /** The last futures trade; null before the first. */
  readonly lastPrice: BigSource | null;
}

/**
 * median(Price1, Price2, last). Without a last price or a basis the median of what there is (two values: their
 * lower), so a market without trades follows the index.
 */
export function markPrice(input: MarkInput): Big {
  const index = new Big(input.index);
  const share = new Big(Math.max(0, input.msToFunding)).div(input.intervalMs);
  const price1 = index.times(new Big(1).plus(new Big(input.fundingRate).times(share)));
  const values = [price1];
  if (input.basisAverage !== null) values.push(index.plus(input.basisAverage));
  if (input.lastPrice !== null) values.push(new Big(input.lastPrice));
  if (values.length === 2) return (values[0] as Big).lt(values[1] as Big) ? (values[0] as Big) : (values[1] as Big);
  return median(values);
}
