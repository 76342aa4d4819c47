// The perpetuals' stream frames (docs/futures.md "Stream"), apart from the spot ones (frames.ts): a spot visit's
// stream never loads the futures contract, and a futures stream is handed these schemas as it starts.
import * as Type from './type';
import type { Static } from '@sinclair/typebox';
import { DepthDiff, Kline, Ticker24h, Trade } from './market-data';
import { FundingPayment, FuturesBalance, FuturesFill, FuturesOrder, LiquidationRecord, MarkPrice, Position } from './futures';
import { ServerFrame, dataFrame } from './frames';

// Perpetual futures: the kind is the channel's kind (`futures.depth`, ...); public payloads keep the spot shapes.
export const FuturesTickerData = dataFrame('futures.ticker', Ticker24h);
export const FuturesDepthData = dataFrame('futures.depth', DepthDiff);
export const FuturesTradesData = dataFrame('futures.trades', Type.Array(Trade));
export const FuturesKlineData = dataFrame('futures.kline', Kline);
export const FuturesMarkData = dataFrame('futures.mark', MarkPrice);
/** A changed position; size "0" when it has closed. */
export const FuturesPositionsData = dataFrame('futures.positions', Position);
export const FuturesOrdersData = dataFrame('futures.orders', FuturesOrder);
export const FuturesFillsData = dataFrame('futures.fills', FuturesFill);
export const FuturesBalanceData = dataFrame('futures.balance', FuturesBalance);
export const FuturesFundingData = dataFrame('futures.funding', FundingPayment);
export const FuturesLiquidationsData = dataFrame('futures.liquidations', LiquidationRecord);

export const FuturesDataFrame = Type.Union([
  FuturesTickerData,
  FuturesDepthData,
  FuturesTradesData,
  FuturesKlineData,
  FuturesMarkData,
  FuturesPositionsData,
  FuturesOrdersData,
  FuturesFillsData,
  FuturesBalanceData,
  FuturesFundingData,
  FuturesLiquidationsData,
]);
export type FuturesDataFrame = Static<typeof FuturesDataFrame>;

/** Every frame a socket may carry once futures channels are held: the spot frames and the futures data frames. */
export const AnyServerFrame = Type.Union([...ServerFrame.anyOf, ...FuturesDataFrame.anyOf]);
export type AnyServerFrame = Static<typeof AnyServerFrame>;
