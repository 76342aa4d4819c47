import {
  averagePrice,
  amountForShare,
  amountForTotal,
  checkOrder,
  floorToStep,
  isMalformedDecimal,
  groupPrice,
  limitPriceBreach,
  marketBuyAmount,
  marketBuyCost,
  priceBand,
  totalOf,
} from '../../../src/core/trading/order-math';
import { decimalMarkOf } from '../../../src/core/number-format';
import { intervalFromSaved, savedFromInterval } from '../../../src/core/trading/kline-interval';
import type { SymbolRules } from '../../../src/core/trading/contract/market-data';

const RULES: SymbolRules = {
  symbol: 'BTCUSDT', base: 'BTC', quote: 'USDT', tickSize: '0.01', stepSize: '0.00001', minQty: '0.00001', maxQty: '100',
  minNotional: '5', priceDecimals: 2, qtyDecimals: 5, makerFee: '0.001', takerFee: '0.001',
  multiplierUp: '5', multiplierDown: '0.2', marketTakeBound: '0.05',
};
const limit = (price: string, amount: string, available: string | null = '1000000') =>
  checkOrder(RULES, { type: 'limit', side: 'buy', price, amount, available, marketPrice: null });

describe('order arithmetic is exact', () => {
  it('keeps 0.0003 BTC as 0.0003 and 170 as 170 (the float failures traders report)', () => {
    expect(totalOf('0.1', '0.0003')).toBe('0.00003');
    expect(totalOf('1.7', '100')).toBe('170');
    expect(floorToStep('0.0003', '0.00001')).toBe('0.00030');
  });

  it('turns a total into an amount rounded down to the step', () => {
    expect(amountForTotal('100', '97000.01', '0.00001')).toBe('0.00103');
    expect(amountForTotal('100', '0', '0.00001')).toBe('0.00000');
  });

  it('takes a share of the quote for a buy and of the base for a sell, never more than there is', () => {
    expect(amountForShare({ side: 'buy', percent: 25, available: '1000', price: '97000', step: '0.00001' })).toBe('0.00257');
    expect(amountForShare({ side: 'sell', percent: 100, available: '0.123456789', price: '97000', step: '0.00001' })).toBe('0.12345');
  });

  it('takes a market buy\'s share walking the asks, as the gateway freezes it: never more than the balance pays for', () => {
    const asks = [['100', '1'], ['110', '1'], ['200', '5']] as const satisfies [string, string][];
    // 150 USDT: all of the first level (100), then 50 of the second, to the step.
    expect(marketBuyAmount(asks, '150', '0.001')).toBe('1.454');
    expect(marketBuyCost(asks, '1.454')).toBe('149.94');
    expect(marketBuyCost(asks, '1.455')).toBe('150.05');
    expect(amountForShare({ side: 'buy', percent: 100, available: '150', price: '100', step: '0.001', asks })).toBe('1.454');
    expect(amountForShare({ side: 'buy', percent: 50, available: '300', price: '100', step: '0.001', asks })).toBe('1.454');
    // At the best ask alone it would be 1.5, which the walk prices at 155.
    expect(amountForShare({ side: 'buy', percent: 100, available: '150', price: '100', step: '0.001' })).toBe('1.500');
    expect(marketBuyCost(asks, '1.5')).toBe('155');
    // A whole level, exactly: 100 + 110.
    expect(marketBuyAmount(asks, '210', '0.001')).toBe('2.000');
    // More than the levels held hold: only what they hold, since what lies past them has no known price.
    expect(marketBuyAmount(asks, '1000000', '0.001')).toBe('7.000');
    expect(marketBuyAmount([], '1000', '0.001')).toBe('0.000');
  });

  it('counts a market buy past the levels held at the deepest one\'s price, and keeps the walk exact to the last digit', () => {
    expect(marketBuyCost([['100', '1'], ['200', '5']], '8')).toBe('1500');
    expect(marketBuyCost([['97000.01', '0.00782']], '0.00001')).toBe('0.9700001');
    // 1e-20 short of one step at 97000: the quotient, rounded to Big's 20 decimals, reads a whole step; none is taken.
    expect(marketBuyAmount([['97000', '1']], '9.69999999999999999999', '0.0001')).toBe('0.0000');
    expect(marketBuyAmount([['97000', '1']], '9.7', '0.0001')).toBe('0.0001');
  });

  it('refuses a market buy the balance cannot pay for walking the asks, though the best ask times the amount is less', () => {
    const asks: [string, string][] = [['100', '1'], ['200', '5']];
    const market = (amount: string, available: string, withAsks: [string, string][] | null = asks) =>
      checkOrder(RULES, { type: 'market', side: 'buy', price: '', amount, available, marketPrice: '100', asks: withAsks });
    // 2 BTC: 100 + 200 = 300, where 2 x 100 = 200.
    expect(market('2', '299.99')).toEqual({ key: 'trading.form.error.balance' });
    expect(market('2', '300')).toBeNull();
    // Without the asks (a futures form, which checks no balance here) the best price stands for the order.
    expect(market('2', '299.99', null)).toBeNull();
    // A limit buy freezes its own price times its amount, whatever the asks.
    expect(checkOrder(RULES, { type: 'limit', side: 'buy', price: '100.00', amount: '2', available: '200', marketPrice: '100', asks })).toBeNull();
  });

  it('groups bids down and asks up, so no bucket crosses the spread', () => {
    expect(groupPrice('97000.57', '1', 'bids')).toBe('97000');
    expect(groupPrice('97000.57', '1', 'asks')).toBe('97001');
    expect(groupPrice('97000.50', '0.1', 'asks')).toBe('97000.5');
  });

  it('tells a text that is no number ("1e5", "abc", two marks) from an empty field and from a number', () => {
    for (const text of ['1e5', 'abc', '1.2.3', '-1', '5.', '0x10', 'Infinity']) expect(isMalformedDecimal(text)).toBe(true);
    for (const text of ['', '0', '0.5', '97000.01']) expect(isMalformedDecimal(text)).toBe(false);
  });

  it("names each locale's decimal mark, and English's for a locale Intl does not know", () => {
    expect(decimalMarkOf('en')).toBe('.');
    expect(decimalMarkOf('ja')).toBe('.');
    expect(decimalMarkOf('de')).toBe(',');
    expect(decimalMarkOf('ru')).toBe(',');
    expect(decimalMarkOf('not a locale')).toBe('.');
  });

  it('gives a total every decimal it has and no zero padding: the book’s price times the slider’s amount', () => {
    expect(totalOf('96000.00', '1.00000')).toBe('96000');
    expect(totalOf('96041.87', '0.00104')).toBe('99.8835448');
    expect(totalOf('0.10', '0.50')).toBe('0.05');
    expect(totalOf('96000.00', '0.00000')).toBe('0');
  });

  it('keeps the decimals of a price typed without its leading zero (".5")', () => {
    expect(totalOf('.5', '3')).toBe('1.5');
  });
});

describe('symbol rules, in the gateway\'s order', () => {
  it.each([
    ['', '0.01', 'trading.form.error.price'],
    ['0', '0.01', 'trading.form.error.price'],
    ['1e5', '0.01', 'trading.form.error.priceFormat'],
    ['9.7.0', '0.01', 'trading.form.error.priceFormat'],
    ['97000.001', '0.01', 'trading.form.error.tick'],
    ['97000', '', 'trading.form.error.amount'],
    ['97000', '0', 'trading.form.error.amount'],
    ['97000', 'abc', 'trading.form.error.amountFormat'],
    ['97000', '0.000015', 'trading.form.error.step'],
    ['97000', '101', 'trading.form.error.qtyRange'],
    ['1', '1', 'trading.form.error.minNotional'],
    ['97000', '20', 'trading.form.error.balance'],
  ])('price %s amount %s breaks %s', (price, amount, key) => {
    expect(limit(price, amount)?.key).toBe(key);
  });

  it('names the tick and the step an order is off', () => {
    expect(limit('97000.001', '0.01')).toEqual({ key: 'trading.form.error.tick', values: { tick: '0.01' } });
    expect(limit('97000', '0.000015')).toEqual({ key: 'trading.form.error.step', values: { step: '0.00001' } });
  });

  it('names the range and the minimum an order is outside of', () => {
    expect(limit('97000', '101')).toEqual({ key: 'trading.form.error.qtyRange', values: { min: '0.00001', max: '100' } });
    expect(limit('1', '1')).toEqual({ key: 'trading.form.error.minNotional', values: { min: '5', quote: 'USDT' } });
  });

  it('weighs a sell against the base it holds, not its value in the quote', () => {
    const sell = (amount: string) =>
      checkOrder(RULES, { type: 'limit', side: 'sell', price: '97000', amount, available: '2', marketPrice: null });
    expect(sell('1')).toBeNull();
    expect(sell('2.5')?.key).toBe('trading.form.error.balance');
  });

  it('leaves the balance out when it is not known (logged out), and refuses no order for it', () => {
    expect(limit('97000', '20', null)).toBeNull();
  });

  it('works out the price band as the gateway does: a fifth of the reference rounded up to a tick, five times it rounded down', () => {
    expect(priceBand(RULES, '97000.01')).toEqual({ min: '19400.01', max: '485000.05' });
    expect(priceBand(RULES, '0.03')).toEqual({ min: '0.01', max: '0.15' });
    expect(priceBand({ ...RULES, multiplierUp: '1.05', multiplierDown: '0.95' }, '100.10')).toEqual({ min: '95.10', max: '105.10' });
  });

  it('has no band without a reference: no trade yet, or none that can be read', () => {
    for (const reference of [null, '', '0', 'abc']) expect(priceBand(RULES, reference)).toBeNull();
  });

  it('refuses a limit price outside the band, names the band, and takes its bounds', () => {
    const at = (price: string, side: 'buy' | 'sell' = 'sell') =>
      checkOrder(RULES, { type: 'limit', side, price, amount: '0.001', available: null, marketPrice: null, reference: '97000.00' });
    expect(checkOrder(RULES, { type: 'limit', side: 'sell', price: '100.00', amount: '0.1', available: null, marketPrice: null, reference: '97000.00' })).toEqual({
      key: 'trading.form.error.priceBand',
      values: { min: '19400.00', max: '485000.00', quote: 'USDT' },
    });
    expect(at('19399.99')?.key).toBe('trading.form.error.priceBand');
    expect(at('485000.01', 'buy')?.key).toBe('trading.form.error.priceBand');
    expect(at('19400.00')).toBeNull();
    expect(at('485000.00', 'buy')).toBeNull();
    // A market order has no price in the band; a limit order without a reference has no band.
    expect(checkOrder(RULES, { type: 'market', side: 'sell', price: '', amount: '0.001', available: null, marketPrice: '97000', reference: '97000.00' })).toBeNull();
    expect(checkOrder(RULES, { type: 'limit', side: 'sell', price: '100.00', amount: '0.1', available: null, marketPrice: null, reference: null })).toBeNull();
  });

  it('leaves the price of a market order unread, however it is written', () => {
    expect(checkOrder(RULES, { type: 'market', side: 'buy', price: 'abc', amount: '0.00001', available: null, marketPrice: null })).toBeNull();
  });

  it('checks a market order without a known market price on its amount alone', () => {
    const market = (available: string | null) =>
      checkOrder(RULES, { type: 'market', side: 'buy', price: '', amount: '0.00001', available, marketPrice: null });
    expect(market('1')).toBeNull();
    expect(market(null)).toBeNull();
  });

  it('accepts an order that keeps every rule', () => {
    expect(limit('97000.01', '0.001')).toBeNull();
  });

  it('checks a market order against the price it would fill at', () => {
    expect(checkOrder(RULES, { type: 'market', side: 'sell', price: '', amount: '0.00001', available: '1', marketPrice: '97000' })?.key).toBe(
      'trading.form.error.minNotional',
    );
  });
});

describe('a limit price alone (a position\'s close at a price)', () => {
  it.each([
    ['', 'trading.form.error.price'],
    ['0', 'trading.form.error.price'],
    ['1e5', 'trading.form.error.priceFormat'],
    ['60000.001', 'trading.form.error.tick'],
    ['11999.99', 'trading.form.error.priceBand'],
    ['300000.01', 'trading.form.error.priceBand'],
  ])('%j breaks the rules with %s, around a reference of 60,000', (price, key) => {
    expect(limitPriceBreach(RULES, price, '60000')?.key).toBe(key);
  });

  it.each(['12000', '300000', '60000.01'])('%s keeps them: the band\'s ends are inside it', (price) => {
    expect(limitPriceBreach(RULES, price, '60000')).toBeNull();
  });

  it('names the band\'s ends and the tick in its values, and has no band without a reference', () => {
    expect(limitPriceBreach(RULES, '1', '60000')).toEqual({ key: 'trading.form.error.priceBand', values: { min: '12000.00', max: '300000.00', quote: 'USDT' } });
    expect(limitPriceBreach(RULES, '0.015', null)).toEqual({ key: 'trading.form.error.tick', values: { tick: '0.01' } });
    expect(limitPriceBreach(RULES, '1', null)).toBeNull();
  });
});

describe('kline interval preference', () => {
  it('reads the spec default (1) and unknown values as one minute, and saves minutes', () => {
    expect(intervalFromSaved(1)).toBe('1m');
    expect(intervalFromSaved('240')).toBe('4h');
    expect(intervalFromSaved('bogus')).toBe('1m');
    expect(savedFromInterval('1d')).toBe(1440);
  });

  it('reads only a number or its text: a list holding 240 is not four hours', () => {
    expect(intervalFromSaved([240])).toBe('1m');
    expect(intervalFromSaved(240)).toBe('4h');
  });
});

describe('averagePrice', () => {
  it('is the filled quote over the filled amount, rounded half up to the decimals asked', () => {
    expect(averagePrice('291.741', '0.003', 2)).toBe('97247.00');
    expect(averagePrice('29.174105', '0.0003', 2)).toBe('97247.02');
    // 0.125: half up, not to the even neighbour.
    expect(averagePrice('0.25', '2', 2)).toBe('0.13');
    expect(averagePrice('0.35', '2', 2)).toBe('0.18');
  });

  it('is null while nothing filled, however the zero is written', () => {
    expect(averagePrice('0', '0', 2)).toBeNull();
    expect(averagePrice('0', '0.000', 2)).toBeNull();
  });
});
