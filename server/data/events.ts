import type { EventSeed } from './event-seed';
import { BTC_SPOT_CHAMPIONSHIP } from './events/btc-spot-championship';
import { FUTURES_FEE_HOLIDAY } from './events/futures-fee-holiday';
import { TON_LISTING_AIRDROP } from './events/ton-listing-airdrop';
import { UNSAFE_CTA_TEST } from './events/unsafe-cta-test';

export type { EventSeed } from './event-seed';

/** Event ids: lower-case words joined by hyphens. */
export const EVENT_ID_PATTERN = '^[a-z0-9][a-z0-9-]{0,63}$';

export const EVENTS: readonly EventSeed[] = [BTC_SPOT_CHAMPIONSHIP, TON_LISTING_AIRDROP, FUTURES_FEE_HOLIDAY];

/** Events that exist for the client's tests: never served in production. */
export const TEST_EVENTS: readonly EventSeed[] = [UNSAFE_CTA_TEST];

export function eventsFor(production: boolean): readonly EventSeed[] {
  return production ? EVENTS : [...EVENTS, ...TEST_EVENTS];
}
