// The notice of a liquidation, and the browser-wide memory of which liquidations the trader has been told of, so a
// liquidation missed while the stream was down is told once after the reconnect, one that happened while no tab
// was open is told when the workspace opens, and neither again after a reload or in another tab that already told
// it (docs/futures.md "Liquidations").
import { getContext, put, select } from 'redux-saga/effects';
// The notice's words, in before the first liquidation is told.
import '../src/i18n/futures-orders-english';
import type { LiquidationRecord } from '../src/core/trading/contract/futures';
import {
  KNOWN_LIQUIDATIONS_KEY,
  SEEN_LIQUIDATIONS_KEY,
  isKnownLiquidations,
  isSeenLiquidations,
  liquidationNews,
  liquidationsWhileAway,
  seenScope,
  withKnownLiquidations,
  withSeenLiquidations,
} from '../src/core/trading/futures/liquidation-notices';
import type { StorageArea } from '../src/core/storage';
import type { RootState } from '../store/root-reducer';
import { selectSimulationActive } from '../store/simulation.slice';
import { toastShown } from '../store/toasts.slice';

/** A polite notification naming the position, which a screen reader announces without moving focus. */
export function liquidationNotice(record: LiquidationRecord) {
  return toastShown({
    kind: 'notification',
    messageKey: record.side === 'LONG' ? 'futuresOrders.liquidations.liquidatedLong' : 'futuresOrders.liquidations.liquidatedShort',
    values: { symbol: record.symbol },
  });
}

function* knownLiquidations() {
  const storage: StorageArea = yield getContext('storage');
  return storage.read<string[]>(KNOWN_LIQUIDATIONS_KEY, [], isKnownLiquidations);
}

/** The user's real or paper futures account, as the seen times name it; null before the user is known. */
function* currentScope() {
  const { userId, paper }: { userId: string; paper: boolean } = yield select((state: RootState) => ({
    userId: state.user.info?.userId ?? '',
    paper: selectSimulationActive(state),
  }));
  return userId === '' ? null : seenScope(userId, paper);
}

function* seenLiquidations() {
  const storage: StorageArea = yield getContext('storage');
  return storage.read<Record<string, number>>(SEEN_LIQUIDATIONS_KEY, {}, isSeenLiquidations);
}

/**
 * Adds the records to what the browser knows, so no tab tells them again, and moves the account's seen time up to
 * the newest of them (an empty page too marks the account as read, so its first liquidation is news later).
 */
export function* rememberLiquidations(records: readonly LiquidationRecord[]) {
  const storage: StorageArea = yield getContext('storage');
  if (records.length > 0) {
    const known: string[] = yield* knownLiquidations();
    storage.write(KNOWN_LIQUIDATIONS_KEY, withKnownLiquidations(known, records.map((record) => record.id)));
  }
  const scope: string | null = yield* currentScope();
  if (scope === null) return;
  const seen: Record<string, number> = yield* seenLiquidations();
  storage.write(SEEN_LIQUIDATIONS_KEY, withSeenLiquidations(seen, scope, records));
}

/**
 * The first page, read when the workspace opens (a reload too): the records newer than the newest this browser had
 * seen for the account, and not known, happened while no tab was open and are told, oldest first. An account this
 * browser never read (a first visit, or another user of the browser) has only history.
 */
export function* announceLiquidationsWhileAway(page: readonly LiquidationRecord[]) {
  const known: string[] = yield* knownLiquidations();
  const scope: string | null = yield* currentScope();
  const seen: Record<string, number> = yield* seenLiquidations();
  const news = liquidationsWhileAway(page, known, scope === null ? undefined : seen[scope]);
  yield* rememberLiquidations(page);
  for (const record of news) yield put(liquidationNotice(record));
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
