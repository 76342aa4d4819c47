import type { PlaceResult } from '../../../server/market/engine/types';
import { placedStatus } from '../../../server/market/placement-status';

const placed = (outcome: PlaceResult['outcome'], filled = 0): PlaceResult => ({ outcome, filled, trades: [] });

describe('the status of an order the engine has placed (spot and futures)', () => {
  it('rests as new when nothing traded, as partly filled when some did', () => {
    expect(placedStatus(placed('resting'))).toEqual({ status: 'new', reason: null, rests: true });
    expect(placedStatus(placed('resting', 3))).toEqual({ status: 'partiallyFilled', reason: null, rests: true });
  });

  it('ends filled when all of it traded', () => {
    expect(placedStatus(placed('filled', 5))).toEqual({ status: 'filled', reason: null, rests: false });
  });

  it('ends cancelled for self-trade prevention', () => {
    expect(placedStatus(placed('selfTrade', 1))).toEqual({ status: 'canceled', reason: 'selfTrade', rests: false });
  });

  it('expires for price protection when a market remainder was stopped by its price bound', () => {
    expect(placedStatus(placed('outOfBand', 2))).toEqual({ status: 'expired', reason: 'priceProtection', rests: false });
  });

  it('expires unfilled when a remainder found nothing to trade', () => {
    expect(placedStatus(placed('expired', 2))).toEqual({ status: 'expired', reason: 'unfilled', rests: false });
  });
});
