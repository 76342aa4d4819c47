import { call, delay, getContext, put, select } from 'redux-saga/effects';
import { RATE_REFETCH_MS } from '../src/config/constants';
import { buildRateTable } from '../src/core/currency';
import { selectLocale } from '../store/preferences.slice';
import { ratesFailed, ratesLoaded, ratesRequested } from '../store/rates.slice';
import type { ApiPort } from './ports';

export function* fetchRates() {
  const api: ApiPort = yield getContext('api');
  const locale: string = yield select(selectLocale);
  yield put(ratesRequested());
  try {
    const answer: unknown = yield call([api, api.fetchUsdtRates], locale);
    const { table, supported } = buildRateTable(answer);
    yield put(ratesLoaded({ table, supported, at: Date.now() }));
  } catch {
    yield put(ratesFailed());
  }
}

/** Rates on start, then again every 30 minutes (SPEC 4). */
export function* ratesSaga() {
  while (true) {
    yield call(fetchRates);
    yield delay(RATE_REFETCH_MS);
  }
}
