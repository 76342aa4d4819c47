// Which liquidations the trader has been told of (docs/futures.md "Liquidations"): the ids this browser knows, kept
// in local storage so that a reload or another tab does not repeat a notice one tab already showed.
import type { LiquidationRecord } from '../contract/futures';

/** The local storage key of the known liquidation ids (not a preference: nothing shows it). */
export const KNOWN_LIQUIDATIONS_KEY = 'futures-liquidations-known';

/** How many ids are kept, newest last: far more than the pages read again after a reconnect (20). */
export const KNOWN_LIQUIDATIONS_LIMIT = 200;

export function isKnownLiquidations(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((id) => typeof id === 'string');
}

/**
 * The records of a page read again after a reconnect that are news: neither held by this tab before the read nor
 * known to the browser (told by a tab, or read as history). Oldest first, the order they happened in.
 */
export function liquidationNews(page: readonly LiquidationRecord[], held: readonly LiquidationRecord[], known: readonly string[]): LiquidationRecord[] {
  const old = new Set([...held.map((record) => record.id), ...known]);
  return page.filter((record) => !old.has(record.id)).sort((a, b) => a.time - b.time);
}

/** `known` with `ids` added once each, keeping the newest `KNOWN_LIQUIDATIONS_LIMIT`. */
export function withKnownLiquidations(known: readonly string[], ids: readonly string[]): string[] {
  const kept = known.filter((id) => !ids.includes(id));
  return [...kept, ...new Set(ids)].slice(-KNOWN_LIQUIDATIONS_LIMIT);
}
