// The band a market order trades within (server/market/price-protection.ts): worked in integer ticks, rounded
// inwards, so no fill lies outside it by a fraction of a tick.
import { GatewayError } from '../../../server/envelope';
import { marketTakeLimit, outsideTakeBand } from '../../../server/market/price-protection';
import { marketSymbolOf } from '../../../server/market/symbol-rules';
import type { MarketSymbol } from '../../../server/market/symbol-rules';
import { TradingCodes } from '../../../src/core/trading/contract';

const BTC = marketSymbolOf('BTCUSDT') as MarketSymbol;
const SOL = marketSymbolOf('SOLUSDT') as MarketSymbol;

describe('price protection of a market order', () => {
  it('publishes 5 % for the two majors and 10 % for every other coin', () => {
    const bounds = Object.fromEntries(['BTCUSDT', 'ETHUSDT', 'SOLUSDT', 'BNBUSDT', 'DOGEUSDT', 'TRXUSDT'].map((symbol) => [symbol, marketSymbolOf(symbol)?.rules.marketTakeBound]));
    expect(bounds).toEqual({ BTCUSDT: '0.05', ETHUSDT: '0.05', SOLUSDT: '0.1', BNBUSDT: '0.1', DOGEUSDT: '0.1', TRXUSDT: '0.1' });
  });

  it('lets a buy take up to the reference plus the bound and a sell down to the reference less it, exactly on a whole tick', () => {
    // 60,000.00 x 1.05 and x 0.95.
    expect(marketTakeLimit('buy', 6_000_000, BTC.rules)).toBe(6_300_000);
    expect(marketTakeLimit('sell', 6_000_000, BTC.rules)).toBe(5_700_000);
    // 190.000 x 1.1 and x 0.9, SOL's wider band.
    expect(marketTakeLimit('buy', 190_000, SOL.rules)).toBe(209_000);
    expect(marketTakeLimit('sell', 190_000, SOL.rules)).toBe(171_000);
  });

  it('rounds a buy\'s limit down and a sell\'s up to the tick, never outside the band', () => {
    // 97,794.29 x 1.05 = 102,684.0045 and x 0.95 = 92,904.5755.
    expect(marketTakeLimit('buy', 9_779_429, BTC.rules)).toBe(10_268_400);
    expect(marketTakeLimit('sell', 9_779_429, BTC.rules)).toBe(9_290_458);
    // 0.01 x 1.05 and x 0.95 of one tick: a tick of reference leaves a buy that one tick and a sell that one tick.
    expect(marketTakeLimit('buy', 1, BTC.rules)).toBe(1);
    expect(marketTakeLimit('sell', 1, BTC.rules)).toBe(1);
  });

  it('refuses an order the band leaves nothing to take with 31014, naming the worst price it could have taken', () => {
    const buy = outsideTakeBand('buy', 6_300_000, BTC);
    expect(buy).toBeInstanceOf(GatewayError);
    expect([buy.code, buy.message]).toEqual([TradingCodes.PRICE_OUT_OF_BAND, 'Price is too far from the market price: a market buy takes no ask above 63000.00']);
    expect(outsideTakeBand('sell', 171_000, SOL).message).toBe('Price is too far from the market price: a market sell takes no bid below 171.000');
  });
});
