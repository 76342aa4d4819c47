// Which liquidations the trader has been told of (docs/futures.md "Liquidations"): the ids this browser knows, kept
// in local storage so that a reload or another tab does not repeat a notice one tab already showed; and, per user
// and account kind, the time of the newest liquidation this browser has seen, so one that happened while no tab
// was open is told when the workspace opens next.
import type { LiquidationRecord } from '../contract/futures';

/** The local storage key of the known liquidation ids (not a preference: nothing shows it). */
export const KNOWN_LIQUIDATIONS_KEY = 'futures-liquidations-known';

/** How many ids are kept, newest last: far more than the pages read again after a reconnect (20). */
export const KNOWN_LIQUIDATIONS_LIMIT = 200;

/** The local storage key of the newest liquidation time seen, per user and account kind (`seenScope`). */
export const SEEN_LIQUIDATIONS_KEY = 'futures-liquidations-seen';

/** How many users and account kinds the browser keeps a seen time for: the latest written. */
export const SEEN_LIQUIDATIONS_SCOPES = 20;

/** The key of one user's real or paper futures account in the seen times. */
export function seenScope(userId: string, paper: boolean): string {
  return `${userId}/${paper ? 'paper' : 'real'}`;
}

export function isSeenLiquidations(value: unknown): value is Record<string, number> {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) &&
    Object.values(value).every((time) => Number.isFinite(time))
  );
}

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

/**
 * The records of the page read when the workspace opens that happened while no tab was open: newer than the newest
 * this browser had seen for the account, and not known. None when the browser has never read this account (`since`
 * undefined): its history is not news. Oldest first.
 */
export function liquidationsWhileAway(page: readonly LiquidationRecord[], known: readonly string[], since: number | undefined): LiquidationRecord[] {
  if (since === undefined) return [];
  return liquidationNews(page.filter((record) => record.time > since), [], known);
}

/**
 * `seen` with the scope's time moved up to the newest of `records` (kept, or 0, when they are older or none: the
 * account has been read), the scope written last, and only the latest `SEEN_LIQUIDATIONS_SCOPES` scopes kept.
 */
export function withSeenLiquidations(seen: Readonly<Record<string, number>>, scope: string, records: readonly LiquidationRecord[]): Record<string, number> {
  const time = Math.max(seen[scope] ?? 0, ...records.map((record) => record.time));
  const others = Object.entries(seen).filter(([key]) => key !== scope);
  return Object.fromEntries([...others, [scope, time] as const].slice(-SEEN_LIQUIDATIONS_SCOPES));
}
