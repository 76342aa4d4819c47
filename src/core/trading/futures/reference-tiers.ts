// The leverage brackets of Binance's BTCUSDT perpetual: the reference table of docs/futures.md "Risk tiers" and
// the tiers the gateway lists its largest perpetual with.
import type { TierBracket } from './risk-tiers';

export const BTCUSDT_BRACKETS: readonly TierBracket[] = [
  { notionalFloor: '0', notionalCap: '50000', maxLeverage: 125, maintenanceMarginRate: '0.004' },
  { notionalFloor: '50000', notionalCap: '250000', maxLeverage: 100, maintenanceMarginRate: '0.005' },
  { notionalFloor: '250000', notionalCap: '1000000', maxLeverage: 50, maintenanceMarginRate: '0.01' },
  { notionalFloor: '1000000', notionalCap: '10000000', maxLeverage: 20, maintenanceMarginRate: '0.025' },
  { notionalFloor: '10000000', notionalCap: '20000000', maxLeverage: 10, maintenanceMarginRate: '0.05' },
  { notionalFloor: '20000000', notionalCap: '50000000', maxLeverage: 5, maintenanceMarginRate: '0.1' },
  { notionalFloor: '50000000', notionalCap: '100000000', maxLeverage: 4, maintenanceMarginRate: '0.125' },
  { notionalFloor: '100000000', notionalCap: '200000000', maxLeverage: 3, maintenanceMarginRate: '0.15' },
  { notionalFloor: '200000000', notionalCap: '300000000', maxLeverage: 2, maintenanceMarginRate: '0.25' },
  { notionalFloor: '300000000', notionalCap: '500000000', maxLeverage: 1, maintenanceMarginRate: '0.5' },
];
