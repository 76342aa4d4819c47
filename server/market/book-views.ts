// The public views of a market's book and day, which a spot market and a perpetual answer alike: the depth
// snapshot, the depth diff the streams send, and the rolling 24 h ticker.
import type { DepthDiff, DepthSnapshot, Level, Ticker24h } from '../../src/core/trading/contract';
import { formatUnits } from './amounts';
import type { CandleSeries } from './candles';
import type { BookDiff, MatchingEngine } from './engine/matching-engine';

/** What a spot market and a perpetual both have: a symbol with its decimals, a book and last-price candles. */
export interface BookMarket {
  readonly symbol: string;
  readonly spec: { readonly priceDecimals: number; readonly qtyDecimals: number };
  readonly engine: MatchingEngine;
  readonly candles: CandleSeries;
}

function levelsOf(market: BookMarket): (level: [number, number]) => Level {
  const { priceDecimals, qtyDecimals } = market.spec;
  return ([price, qty]) => [formatUnits(BigInt(price), priceDecimals), formatUnits(BigInt(qty), qtyDecimals)];
}

/** The best `limit` levels of each side, at the book's current update id. */
export function depthSnapshotOf(market: BookMarket, limit: number): DepthSnapshot {
  const snapshot = market.engine.snapshot(limit);
  const level = levelsOf(market);
  return { symbol: market.symbol, lastUpdateId: snapshot.lastUpdateId, bids: snapshot.bids.map(level), asks: snapshot.asks.map(level) };
}

/** The levels an engine's drained changes touched, as the depth stream sends them. */
export function depthDiffOf(market: BookMarket, diff: BookDiff, now: number): DepthDiff {
  const level = levelsOf(market);
  return { symbol: market.symbol, U: diff.U, u: diff.u, bids: diff.bids.map(level), asks: diff.asks.map(level), time: now };
}

/** The rolling 24 h summary of the market's last-price candles, with the best bid and ask. */
export function tickerOf(market: BookMarket, now: number): Ticker24h {
  const pd = market.spec.priceDecimals;
  const qd = market.spec.qtyDecimals;
  const day = market.candles.day(now);
  const price = (ticks: number) => formatUnits(BigInt(ticks), pd);
  const change = day.close - day.open;
  const percent = day.open === 0 ? 0 : (change * 10_000) / day.open;
  const bid = market.engine.bestBid();
  const ask = market.engine.bestAsk();
  return {
    symbol: market.symbol,
    lastPrice: price(day.close),
    priceChange: (change < 0 ? '-' : '') + price(Math.abs(change)),
    // Basis points to a percent with two decimals, rounded half away from zero, in integers.
    priceChangePercent: `${percent < 0 ? '-' : ''}${formatUnits(BigInt(Math.round(Math.abs(percent))), 2)}`,
    openPrice: price(day.open),
    highPrice: price(day.high),
    lowPrice: price(day.low),
    volume: formatUnits(BigInt(day.volume), qd),
    quoteVolume: formatUnits(day.quote, pd + qd),
    bestBid: bid === undefined ? null : price(bid),
    bestAsk: ask === undefined ? null : price(ask),
    time: now,
  };
}
