// The leverage brackets of each listed perpetual, shaped as Binance publishes them for these USD-M contracts: the
// larger the contract's market, the wider its brackets and the higher its first tier's leverage. Only floors,
// caps, leverages and rates are written; each maintenance amount ("cum") follows from them
// (withMaintenanceAmounts), so a table cannot hold an amount that breaks the margin's continuity.
import type { TierBracket } from './risk-tiers';

function bracket(notionalFloor: string, notionalCap: string, maxLeverage: number, maintenanceMarginRate: string): TierBracket {
  return { notionalFloor, notionalCap, maxLeverage, maintenanceMarginRate };
}

/** BTCUSDT: the reference table of docs/futures.md "Risk tiers". */
export const BTCUSDT_BRACKETS: readonly TierBracket[] = [
  bracket('0', '50000', 125, '0.004'),
  bracket('50000', '250000', 100, '0.005'),
  bracket('250000', '1000000', 50, '0.01'),
  bracket('1000000', '10000000', 20, '0.025'),
  bracket('10000000', '20000000', 10, '0.05'),
  bracket('20000000', '50000000', 5, '0.1'),
  bracket('50000000', '100000000', 4, '0.125'),
  bracket('100000000', '200000000', 3, '0.15'),
  bracket('200000000', '300000000', 2, '0.25'),
  bracket('300000000', '500000000', 1, '0.5'),
];

/** ETHUSDT: 100x at most, a higher first rate and smaller caps than BTC's. */
export const ETHUSDT_BRACKETS: readonly TierBracket[] = [
  bracket('0', '50000', 100, '0.005'),
  bracket('50000', '250000', 75, '0.0065'),
  bracket('250000', '1000000', 50, '0.01'),
  bracket('1000000', '5000000', 20, '0.02'),
  bracket('5000000', '10000000', 10, '0.05'),
  bracket('10000000', '20000000', 5, '0.1'),
  bracket('20000000', '50000000', 4, '0.125'),
  bracket('50000000', '100000000', 3, '0.15'),
  bracket('100000000', '200000000', 2, '0.25'),
  bracket('200000000', '300000000', 1, '0.5'),
];

/** SOLUSDT: 50x at most, a first bracket of 10,000 USDT. */
export const SOLUSDT_BRACKETS: readonly TierBracket[] = [
  bracket('0', '10000', 50, '0.01'),
  bracket('10000', '50000', 25, '0.02'),
  bracket('50000', '250000', 20, '0.025'),
  bracket('250000', '1000000', 10, '0.05'),
  bracket('1000000', '2000000', 5, '0.1'),
  bracket('2000000', '5000000', 4, '0.125'),
  bracket('5000000', '10000000', 3, '0.15'),
  bracket('10000000', '20000000', 2, '0.25'),
  bracket('20000000', '50000000', 1, '0.5'),
];

/** BNBUSDT: 75x at most, a first bracket of 10,000 USDT. */
export const BNBUSDT_BRACKETS: readonly TierBracket[] = [
  bracket('0', '10000', 75, '0.005'),
  bracket('10000', '50000', 50, '0.01'),
  bracket('50000', '250000', 25, '0.02'),
  bracket('250000', '1000000', 10, '0.05'),
  bracket('1000000', '2000000', 5, '0.1'),
  bracket('2000000', '5000000', 4, '0.125'),
  bracket('5000000', '10000000', 3, '0.15'),
  bracket('10000000', '20000000', 2, '0.25'),
  bracket('20000000', '50000000', 1, '0.5'),
];

/** Each listed perpetual's brackets, by symbol. */
export const PERPETUAL_BRACKETS: Readonly<Record<string, readonly TierBracket[]>> = {
  BTCUSDT: BTCUSDT_BRACKETS,
  ETHUSDT: ETHUSDT_BRACKETS,
  SOLUSDT: SOLUSDT_BRACKETS,
  BNBUSDT: BNBUSDT_BRACKETS,
};
