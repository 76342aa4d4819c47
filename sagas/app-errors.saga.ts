import { call, getContext, takeEvery } from 'redux-saga/effects';
import { appErrorCaught } from '../store/app-errors.actions';
import type { ApiPort } from './ports';

function* report(action: ReturnType<typeof appErrorCaught>) {
  const api: ApiPort = yield getContext('api');
  const { place, message, page, chunkLoad } = action.payload;
  try {
    yield call([api, api.reportCrash], {
      event: chunkLoad ? `${place}-chunk-load` : `${place}-crash`,
      reason: message,
      page,
    });
  } catch {
    // The screen already tells the user; a report that cannot be sent (offline, gateway down) is dropped.
  }
}

/** Every error an error boundary caught goes to the gateway's log (SPEC 7, the security log call). */
export function* appErrorsSaga() {
  yield takeEvery(appErrorCaught.type, report);
}
