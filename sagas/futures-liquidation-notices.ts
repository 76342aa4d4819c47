// The notice of a liquidation, and the browser-wide memory of which liquidations the trader has been told of, so a
// liquidation missed while the stream was down is told once after the reconnect, and never again after a reload
// or in another tab that already told it (docs/futures.md "Liquidations").
import { getContext, put } from 'redux-saga/effects';
import type { LiquidationRecord } from '../src/core/trading/contract/futures';
import { KNOWN_LIQUIDATIONS_KEY, isKnownLiquidations, liquidationNews, withKnownLiquidations } from '../src/core/trading/futures/liquidation-notices';
import type { StorageArea } from '../src/core/storage';
import { toastShown } from '../store/toasts.slice';

/** A polite notification naming the position, which a screen reader announces without moving focus. */
export function liquidationNotice(record: LiquidationRecord) {
  return toastShown({
    kind: 'notification',
    messageKey: record.side === 'LONG' ? 'futures.liquidations.liquidatedLong' : 'futures.liquidations.liquidatedShort',
    values: { symbol: record.symbol },
  });
}

function* knownLiquidations() {
  const storage: StorageArea = yield getContext('storage');
  return storage.read<string[]>(KNOWN_LIQUIDATIONS_KEY, [], isKnownLiquidations);
}

/** Adds the records to what the browser knows, so no tab tells them again. */
export function* rememberLiquidations(records: readonly LiquidationRecord[]) {
  if (records.length === 0) return;
  const storage: StorageArea = yield getContext('storage');
  const known: string[] = yield* knownLiquidations();
  storage.write(KNOWN_LIQUIDATIONS_KEY, withKnownLiquidations(known, records.map((record) => record.id)));
}

/**
 * The first page read again after a reconnect: the records this tab did not hold and the browser did not know are
 * told, oldest first. Before any first page has arrived (it failed) there is nothing to compare with, so the page
 * is taken as history, told to nobody.
 */
export function* announceMissedLiquidations(page: readonly LiquidationRecord[], held: readonly LiquidationRecord[], heldRead: boolean) {
  const known: string[] = yield* knownLiquidations();
  const news = heldRead ? liquidationNews(page, held, known) : [];
  yield* rememberLiquidations(page);
  for (const record of news) yield put(liquidationNotice(record));
}
