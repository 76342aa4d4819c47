import type { OrderStatus } from '../../src/core/trading/contract';
import type { PlaceResult } from './engine/types';

/** Where an order stands once the engine has placed it, spot and futures alike. */
interface PlacedStatus {
  status: OrderStatus;
  reason: 'selfTrade' | 'unfilled' | 'priceProtection' | null;
  /** It rests in the book (and keeps what it holds); otherwise it has ended. */
  rests: boolean;
}

/**
 * A resting order is new or partly filled; a self-trade is cancelled; a market remainder stopped by its price bound
 * expires for price protection; any other remainder expires unfilled.
 */
export function placedStatus(result: PlaceResult): PlacedStatus {
  switch (result.outcome) {
    case 'resting':
      return { status: result.filled > 0 ? 'partiallyFilled' : 'new', reason: null, rests: true };
    case 'filled':
      return { status: 'filled', reason: null, rests: false };
    case 'selfTrade':
      return { status: 'canceled', reason: 'selfTrade', rests: false };
    case 'outOfBand':
      return { status: 'expired', reason: 'priceProtection', rests: false };
    default:
      return { status: 'expired', reason: 'unfilled', rests: false };
  }
}
