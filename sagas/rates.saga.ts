import { call, delay, getContext, put, race, select, take } from 'redux-saga/effects';
import { RATE_REFETCH_MS } from '../src/config/constants';
import { buildRateTable } from '../src/core/currency';
import { selectLocale } from '../store/preferences.slice';
import { ratesFailed, ratesLoaded, ratesRequested, selectRatesFetchedAt } from '../store/rates.slice';
import { connectionResumed } from '../store/session.actions';
import { untilSuccess } from './backoff.saga';
import type { ApiPort } from './ports';

function* requestRates(toast: boolean) {
  const api: ApiPort = yield getContext('api');
  const locale: string = yield select(selectLocale);
  const answer: unknown = yield call([api, api.fetchUsdtRates], locale, { toast });
  const { table, supported } = buildRateTable(answer);
  yield put(ratesLoaded({ table, supported, at: Date.now() }));
}

function* markFailed() {
  yield put(ratesFailed());
}

/**
 * Fetches the rates, retrying with a backoff until the gateway answers; a failure keeps the last good table. Only
 * the first attempt may show a toast.
 */
export function* fetchRates() {
  yield put(ratesRequested());
  let attempts = 0;
  yield call(untilSuccess, () => requestRates((attempts += 1) === 1), markFailed);
}

/**
 * Waits until the rates are 30 minutes old by the wall clock. A sleeping tab runs no timers, so the timer alone
 * could fire long after the rates went stale: the tab coming back into view (or online) compares the clock and
 * refetches at once when they are.
 */
function* untilStale() {
  while (true) {
    const fetchedAt: number | null = yield select(selectRatesFetchedAt);
    const age = fetchedAt === null ? RATE_REFETCH_MS : Date.now() - fetchedAt;
    if (age >= RATE_REFETCH_MS) return;
    yield race({ timer: delay(RATE_REFETCH_MS - age), resumed: take(connectionResumed.type) });
  }
}

/** Rates on start, then again whenever they are 30 minutes old (SPEC 4, DECISIONS: Currency). */
export function* ratesSaga() {
  while (true) {
    yield call(fetchRates);
    yield call(untilStale);
  }
}
