import { sharedWorkflows } from './root.saga';

/**
 * The events site's workflows: the exchange app's, without simulation (paper) trading, which belongs to the
 * exchange app. The logout saga runs SPEC 8's events sequence for the envelope's 00004, 20906 and 20205; the auth
 * saga serves the shared header's sub-account switcher; the tracking saga records page views and exposures.
 */
export function* eventsRootSaga() {
  yield* sharedWorkflows();
}
