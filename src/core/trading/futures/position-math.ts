// A position's margin and PnL, all by the mark price (docs/futures.md "Margin and PnL"). Exact with big.js.
import Big from 'big.js';
import type { BigSource } from 'big.js';
import type { PositionSide } from '../contract/futures';

/** +1 for a long, -1 for a short: the sign a price rise has on the position's PnL. */
export function sideSign(side: PositionSide): 1 | -1 {
  return side === 'LONG' ? 1 : -1;
}

export function notionalOf(size: BigSource, price: BigSource): Big {
  return new Big(size).abs().times(price);
}

/** notional / leverage: what opening (or holding, at the entry price) the position costs. */
export function initialMargin(size: BigSource, price: BigSource, leverage: number): Big {
  if (!Number.isInteger(leverage) || leverage < 1) throw new RangeError('leverage is a whole number from 1');
  return notionalOf(size, price).div(leverage);
}

/** side x size x (mark - entry). */
export function unrealizedPnl(side: PositionSide, size: BigSource, entryPrice: BigSource, markPrice: BigSource): Big {
  return new Big(size).abs().times(new Big(markPrice).minus(entryPrice)).times(sideSign(side));
}

/** Return on equity in percent: unrealized PnL / initial margin at the entry price x 100. */
export function roePercent(side: PositionSide, size: BigSource, entryPrice: BigSource, markPrice: BigSource, leverage: number): Big {
  const margin = initialMargin(size, entryPrice, leverage);
  if (margin.eq(0)) return new Big(0);
  return unrealizedPnl(side, size, entryPrice, markPrice).div(margin).times(100);
}

/**
 * maintenance margin / margin balance: the position (or cross account) is liquidated at 1 or more. A margin
 * balance of zero or less is past liquidation, answered as 1 (the ratio would be infinite or negative).
 */
export function marginRatio(maintenance: BigSource, marginBalance: BigSource): Big {
  const balance = new Big(marginBalance);
  if (balance.lte(0)) return new Big(1);
  return new Big(maintenance).div(balance);
}

/** Entry price after adding `addSize` at `price` to a position of `size` at `entryPrice` (the weighted average). */
export function averageEntry(size: BigSource, entryPrice: BigSource, addSize: BigSource, price: BigSource): Big {
  const total = new Big(size).plus(addSize);
  if (total.eq(0)) return new Big(0);
  return new Big(size).times(entryPrice).plus(new Big(addSize).times(price)).div(total);
}

/** PnL realised by closing `closeSize` of a position at `price`. */
export function realizedPnl(side: PositionSide, closeSize: BigSource, entryPrice: BigSource, price: BigSource): Big {
  return unrealizedPnl(side, closeSize, entryPrice, price);
}
