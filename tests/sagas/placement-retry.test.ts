// What makes two submits the same order (placementKey), and the id kept for a retry of one that got no verdict.
import { placementKey, placementRetry } from '../../sagas/placement-retry';
import type { PlaceOrderRequest } from '../../src/core/trading/contract/orders';

const LIMIT: PlaceOrderRequest = { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '90000', qty: '0.01', timeInForce: 'GTC' };
const SPOT = { market: 'spot', paper: false } as const;

describe('placementKey', () => {
  it('is the same for the same fields in any order', () => {
    const { qty, symbol, ...rest } = LIMIT;
    expect(placementKey({ qty, ...rest, symbol }, SPOT)).toBe(placementKey(LIMIT, SPOT));
  });

  it('reads a field set to undefined as a field not sent', () => {
    const { price: _price, timeInForce: _rule, ...market } = { ...LIMIT, type: 'market' as const };
    expect(placementKey({ ...market, price: undefined, timeInForce: undefined }, SPOT)).toBe(placementKey(market, SPOT));
  });

  it('leaves the clientOrderId out: it names an attempt, not the order', () => {
    expect(placementKey({ ...LIMIT, clientOrderId: 'form-1' }, SPOT)).toBe(placementKey(LIMIT, SPOT));
  });

  it('tells apart each field, the market and the account', () => {
    const keys = [
      placementKey(LIMIT, SPOT),
      placementKey({ ...LIMIT, qty: '0.02' }, SPOT),
      placementKey({ ...LIMIT, side: 'sell' }, SPOT),
      placementKey(LIMIT, { market: 'futures', paper: false }),
      placementKey(LIMIT, { market: 'spot', paper: true }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('placementRetry', () => {
  const timeout = { kind: 'timeout' };

  it('keeps the id of an attempt that got no verdict, for that order only, and says so', () => {
    const retry = placementRetry();
    expect(retry.kept()).toBeNull();
    expect(retry.failed('a', 'id-1', timeout)).toBe(true);
    expect(retry.kept()).toBe('id-1');
    expect(retry.idFor('a', () => 'id-2')).toBe('id-1');
    expect(retry.idFor('b', () => 'id-3')).toBe('id-3');
    expect(retry.kept()).toBeNull();
  });

  it('keeps nothing after the gateway\'s own refusal, and forgets the id once answered', () => {
    const retry = placementRetry();
    expect(retry.failed('a', 'id-1', { kind: 'envelope', code: '31006' })).toBe(false);
    expect(retry.kept()).toBeNull();
    retry.failed('a', 'id-1', timeout);
    retry.answered();
    expect(retry.idFor('a', () => 'id-2')).toBe('id-2');
  });
});
