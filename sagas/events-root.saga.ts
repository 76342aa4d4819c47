import { spawn, take } from 'redux-saga/effects';
import { appStarted } from '../store/session.actions';
import { apiErrorsSaga } from './api-errors.saga';
import { authSaga } from './auth.saga';
import { bootstrapSaga } from './bootstrap.saga';
import { crossTabSaga } from './cross-tab.saga';
import { logoutSaga } from './logout.saga';
import { preferencesSaga } from './preferences.saga';
import { ratesSaga } from './rates.saga';
import { requestContextSaga } from './request-context.saga';
import { toastsSaga } from './toasts.saga';
import { trackingSaga } from './tracking.saga';

/**
 * The events site's workflows: the exchange's, without simulation (paper) trading, which belongs to the exchange
 * app. The logout saga runs SPEC 8's events sequence for the envelope's 00004, 20906 and 20205; the auth saga
 * serves the shared header's sub-account switcher. Each is spawned, so one failing cannot stop the others.
 */
export function* eventsRootSaga() {
  yield spawn(requestContextSaga);
  yield spawn(apiErrorsSaga);
  yield spawn(toastsSaga);
  yield spawn(preferencesSaga);
  yield spawn(crossTabSaga);
  yield spawn(logoutSaga);
  yield spawn(authSaga);
  // Listens at once: page views and exposures made before the tracker has loaded wait for it in order.
  yield spawn(trackingSaga);
  // The first requests wait for the first render, as in the exchange app.
  yield take(appStarted.type);
  yield spawn(ratesSaga);
  yield spawn(bootstrapSaga);
}
