// The symbol rules of docs/protocol.md "Symbol rules", checked on their own: each rule's boundary (the last value
// it takes and the first it refuses), the code and the message naming the rule.
import { checkNotional, checkOrder, checkPriceBand } from '../../../server/market/order-check';
import { marketSymbolOf } from '../../../server/market/symbol-rules';
import type { PlaceOrderRequest } from '../../../src/core/trading/contract';
import { TradingCodes } from '../../../src/core/trading/contract';
import { refusalOf } from './refusal-of';

const BTC = marketSymbolOf('BTCUSDT')!;

const order = (over: Partial<PlaceOrderRequest> = {}): PlaceOrderRequest => ({
  symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '97000.00', qty: '0.01', ...over,
});
const check = (over: Partial<PlaceOrderRequest> = {}) => refusalOf(() => checkOrder(order(over), BTC));

describe('checkOrder', () => {
  it('reads a limit order in ticks and lots, GTC unless told, and a market order as IOC without a price', () => {
    expect(checkOrder(order(), BTC)).toEqual({ side: 'buy', type: 'limit', timeInForce: 'GTC', price: 9_700_000, lots: 1000 });
    expect(checkOrder(order({ type: 'market', price: undefined }), BTC)).toEqual({
      side: 'buy', type: 'market', timeInForce: 'IOC', price: undefined, lots: 1000,
    });
  });

  it.each([
    ['a limit order without a price', { price: undefined }, 'a limit order needs a price'],
    ['a market order with a price', { type: 'market' as const }, 'a market order takes no price'],
    ['a market order that is not IOC', { type: 'market' as const, price: undefined, timeInForce: 'GTC' as const }, 'a market order is IOC'],
    ['a price of zero', { price: '0' }, 'price out of range'],
    ['a price past 2^50 ticks', { price: `${2 ** 50 / 100 + 1}` }, 'price out of range'],
  ])('refuses %s as bad parameters, saying which', (_, over, detail) => {
    expect(check(over)).toEqual({ code: TradingCodes.BAD_ORDER_PARAMETERS, message: `Order parameters do not fit the order type: ${detail}` });
  });

  it('takes a price of exactly 2^50 ticks, the largest the engine holds', () => {
    expect(check({ price: `${2 ** 50 / 100}`, qty: '0.00001' })).toBe('accepted');
  });

  it('names the tick and the step an order is off', () => {
    expect(check({ price: '97000.001' })).toEqual({ code: TradingCodes.PRICE_OFF_TICK, message: 'Price is not a multiple of the tick size: tick size 0.01' });
    expect(check({ qty: '0.000001' })).toEqual({ code: TradingCodes.QTY_OFF_STEP, message: 'Quantity is not a multiple of the step size: step size 0.00001' });
  });

  it('takes the quantity range at both ends and refuses a lot past the top, naming the range', () => {
    const range = { code: TradingCodes.QTY_OUT_OF_RANGE, message: 'Quantity is outside the allowed range: 0.00001 to 1030.92783' };
    expect(check({ qty: '0.00001', price: '500000.00' })).toBe('accepted');
    expect(check({ qty: '1030.92783' })).toBe('accepted');
    expect(check({ qty: '1030.92784' })).toEqual(range);
    expect(check({ qty: '0' })).toEqual(range);
  });
});

describe('checkNotional', () => {
  it('takes a value of exactly the minimum and refuses a tick-lot under it, naming the minimum', () => {
    // A tick (0.01) times a lot (0.00001) is 0.0000001 USDT: 5 USDT is 50,000,000 tick-lots.
    expect(refusalOf(() => checkNotional(50_000_000n, BTC))).toBe('accepted');
    expect(refusalOf(() => checkNotional(49_999_999n, BTC))).toEqual({
      code: TradingCodes.BELOW_MIN_NOTIONAL,
      message: 'Order value is below the minimum: 5 USDT',
    });
  });
});

describe('checkPriceBand', () => {
  const band = (price: number, reference: number | undefined) => refusalOf(() => checkPriceBand(price, reference, BTC));

  it('takes a fifth of the reference rounded up to a tick and five times it, and refuses a tick past either, naming the band', () => {
    // A reference of 97,000.03: a fifth is 19,400.006, up to the tick 19,400.01; five times is 485,000.15.
    const refused = { code: TradingCodes.PRICE_OUT_OF_BAND, message: 'Price is too far from the market price: 19400.01 to 485000.15' };
    expect(band(1_940_001, 9_700_003)).toBe('accepted');
    expect(band(1_940_000, 9_700_003)).toEqual(refused);
    expect(band(48_500_015, 9_700_003)).toBe('accepted');
    expect(band(48_500_016, 9_700_003)).toEqual(refused);
  });

  it('has no band without a reference: no trade yet, or a mark not yet known (0)', () => {
    expect(band(1, undefined)).toBe('accepted');
    expect(band(1, 0)).toBe('accepted');
    expect(band(2 ** 50, 0)).toBe('accepted');
  });

  it('reads the band from the rules it is given, as futures pass their own', () => {
    const tight = { ...BTC.rules, multiplierUp: '1.05', multiplierDown: '0.95' };
    expect(refusalOf(() => checkPriceBand(9_500_000, 10_000_000, BTC, tight))).toBe('accepted');
    expect(refusalOf(() => checkPriceBand(10_500_001, 10_000_000, BTC, tight))).toEqual({
      code: TradingCodes.PRICE_OUT_OF_BAND,
      message: 'Price is too far from the market price: 95000.00 to 105000.00',
    });
  });
});
