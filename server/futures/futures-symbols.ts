// The perpetuals the gateway lists: one per spot pair, with the spot pair's tick and step, Binance's USD-M fees
// and risk tiers (each contract's own brackets, src/core/trading/futures/reference-tiers.ts), and funding.
import type { FuturesSymbolRules } from '../../src/core/trading/contract';
import { DEFAULT_FUNDING_CAP, DEFAULT_INTEREST_RATE, EIGHT_HOURS_MS } from '../../src/core/trading/futures/funding';
import { PERPETUAL_BRACKETS } from '../../src/core/trading/futures/reference-tiers';
import { withMaintenanceAmounts } from '../../src/core/trading/futures/risk-tiers';
import { MARKET_SYMBOLS } from '../market/symbol-rules';
import type { MarketSymbol } from '../market/symbol-rules';

/** Binance's base USD-M rates: 0.02 % maker, 0.05 % taker, in parts per million. */
export const FUTURES_MAKER_FEE_PPM = 200n;
export const FUTURES_TAKER_FEE_PPM = 500n;
export const FUTURES_MIN_NOTIONAL = '5';
export const DEFAULT_LEVERAGE = 20;
/** The insurance fund each world starts with, in USDT. */
export const INSURANCE_FUND_START = '1000000';

export interface FuturesSymbol {
  readonly spot: MarketSymbol;
  readonly rules: FuturesSymbolRules;
}

function futuresSymbol(spot: MarketSymbol, fundingIntervalMs: number): FuturesSymbol {
  const brackets = PERPETUAL_BRACKETS[spot.rules.symbol];
  if (brackets === undefined) throw new RangeError(`no risk tiers for ${spot.rules.symbol}`);
  const riskTiers = withMaintenanceAmounts(brackets);
  // The first tier allows the most; every later one less.
  const maxLeverage = riskTiers[0]?.maxLeverage ?? 1;
  return {
    spot,
    rules: {
      symbol: spot.rules.symbol,
      contractType: 'PERPETUAL',
      base: spot.rules.base,
      quote: spot.rules.quote,
      marginAsset: 'USDT',
      tickSize: spot.rules.tickSize,
      stepSize: spot.rules.stepSize,
      minQty: spot.rules.minQty,
      maxQty: spot.rules.maxQty,
      minNotional: FUTURES_MIN_NOTIONAL,
      priceDecimals: spot.priceDecimals,
      qtyDecimals: spot.qtyDecimals,
      makerFee: '0.0002',
      takerFee: '0.0005',
      multiplierUp: spot.rules.multiplierUp,
      multiplierDown: spot.rules.multiplierDown,
      marketTakeBound: spot.rules.marketTakeBound,
      maxLeverage,
      defaultLeverage: Math.min(DEFAULT_LEVERAGE, maxLeverage),
      riskTiers,
      fundingIntervalMs,
      interestRate: DEFAULT_INTEREST_RATE,
      fundingRateCap: DEFAULT_FUNDING_CAP,
    },
  };
}

/**
 * The pairs with a perpetual: the four most traded. Each perpetual runs its own simulated traders in two worlds,
 * so listing every spot pair would double the simulation's work for contracts nobody asked for.
 */
export const PERPETUAL_BASES: readonly string[] = ['BTC', 'ETH', 'SOL', 'BNB'];

/** Every perpetual, funding every `fundingIntervalMs` (8 h by default). */
export function futuresSymbols(fundingIntervalMs: number = EIGHT_HOURS_MS): FuturesSymbol[] {
  return MARKET_SYMBOLS.filter((spot) => PERPETUAL_BASES.includes(spot.coin.base)).map((spot) => futuresSymbol(spot, fundingIntervalMs));
}
