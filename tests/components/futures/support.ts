import type { FuturesBalance, FuturesSymbolRules, LiquidationRecord, MarkPrice, Position } from '../../../src/core/trading/contract/futures';
import { BTCUSDT_BRACKETS } from '../../../src/core/trading/futures/reference-tiers';
import { withMaintenanceAmounts } from '../../../src/core/trading/futures/risk-tiers';

export const RULES: FuturesSymbolRules = {
  symbol: 'BTCUSDT', contractType: 'PERPETUAL', base: 'BTC', quote: 'USDT', marginAsset: 'USDT', tickSize: '0.1', stepSize: '0.001',
  minQty: '0.001', maxQty: '100', minNotional: '5', priceDecimals: 1, qtyDecimals: 3, makerFee: '0.0002', takerFee: '0.0005', multiplierUp: '5', multiplierDown: '0.2', marketTakeBound: '0.05',
  maxLeverage: 125, defaultLeverage: 20, riskTiers: withMaintenanceAmounts(BTCUSDT_BRACKETS), fundingIntervalMs: 60_000,
  interestRate: '0.0001', fundingRateCap: '0.0075',
};

export const POSITION: Position = {
  symbol: 'BTCUSDT', account: 'real', side: 'LONG', size: '0.1', entryPrice: '100000', markPrice: '100000', notional: '10000',
  leverage: 10, marginMode: 'ISOLATED', isolatedMargin: '1000', initialMargin: '1000', maintenanceMargin: '40',
  liquidationPrice: '90361.4', unrealizedPnl: '0', roe: '0', marginRatio: '0.04', takeProfit: null, stopLoss: null, updatedAt: 1000,
};

export const markAt = (markPrice: string, time = 2000): MarkPrice => ({
  symbol: 'BTCUSDT', markPrice, indexPrice: markPrice, lastPrice: markPrice, fundingRate: '0', predictedFundingRate: '0.0001',
  nextFundingTime: time + 60_000, fundingIntervalMs: 60_000, time,
});

export const LOGGED_IN = { user: { info: { userId: '10000001' } as never, balances: null, accounts: null, status: 'loggedIn' as const } };

export const FUTURES_BALANCE: FuturesBalance = {
  asset: 'USDT', walletBalance: '5100', availableBalance: '5100', positionMargin: '0', orderMargin: '0', unrealizedPnl: '0',
  marginBalance: '5100', maintenanceMargin: '0', marginRatio: '0',
};

export const LIQUIDATION: LiquidationRecord = {
  id: '7', account: 'real', symbol: 'BTCUSDT', side: 'LONG', size: '0.001', entryPrice: '97000', markPrice: '87000.1', price: '86990.5',
  marginMode: 'ISOLATED', marginLost: '9.7', insuranceFundCover: '0.0095', time: Date.UTC(2026, 2, 14, 9, 30, 5),
};

/** A cross long of 0.1 BTC at 100,000, 10x, and the futures wallet that holds it, both at a mark of 100,000. */
export const CROSS_LONG: Position = { ...POSITION, marginMode: 'CROSS', isolatedMargin: '0', liquidationPrice: '49196.8', marginRatio: '0.0079' };
export const CROSS_BALANCE: FuturesBalance = {
  ...FUTURES_BALANCE, availableBalance: '4100', positionMargin: '1000', maintenanceMargin: '40', marginRatio: '0.0079',
};
