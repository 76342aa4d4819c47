import { spawn, take } from 'redux-saga/effects';
import { appStarted } from '../store/session.actions';
import { apiErrorsSaga } from './api-errors.saga';
import { appErrorsSaga } from './app-errors.saga';
import { appUpdateSaga } from './app-update.saga';
import { authSaga } from './auth.saga';
import { bootstrapSaga } from './bootstrap.saga';
import { crossTabSaga } from './cross-tab.saga';
import { loginFlagSaga } from './login-flag.saga';
import { logoutSaga } from './logout.saga';
import { passwordChangeSaga } from './password-change.saga';
import { preferencesSaga } from './preferences.saga';
import { ratesSaga } from './rates.saga';
import { requestContextSaga } from './request-context.saga';
import { resumeSaga } from './resume.saga';
import { simulationSaga } from './simulation.saga';
import { toastsSaga } from './toasts.saga';
import { tradingSaga } from './trading.saga';
import { trackingSaga } from './tracking.saga';

/** The exchange app's workflows: paper trading, then those the events site shares. */
export function* rootSaga() {
  yield spawn(simulationSaga);
  yield spawn(function* installable() {
    // The service worker registers after the first render, never competing with it.
    yield take(appStarted.type);
    yield* appUpdateSaga();
  });
  yield spawn(tradingSaga);
  yield spawn(passwordChangeSaga);
  yield* sharedWorkflows();
}

/**
 * The workflows of both entries (the events site runs these alone, sagas/events-root.saga.ts). Each is spawned:
 * one failing cannot stop the others.
 */
export function* sharedWorkflows() {
  yield spawn(requestContextSaga);
  yield spawn(apiErrorsSaga);
  yield spawn(appErrorsSaga);
  yield spawn(toastsSaga);
  yield spawn(preferencesSaga);
  yield spawn(crossTabSaga);
  yield spawn(logoutSaga);
  yield spawn(loginFlagSaga);
  yield spawn(authSaga);
  // Listens at once: page views and events made before the tracker has loaded wait for it in order.
  yield spawn(trackingSaga);
  // The first requests wait for the first render: they load the signing code, which the first paint does not need.
  yield take(appStarted.type);
  yield spawn(resumeSaga);
  yield spawn(ratesSaga);
  yield spawn(bootstrapSaga);
}
