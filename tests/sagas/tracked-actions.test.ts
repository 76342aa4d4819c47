import { trackingOf, TRACKED_ACTION_TYPES } from '../../sagas/tracked-actions';
import { isValidTrackingId } from '../../src/tracking/event';
import { currencyChosen, localeChanged, themeChanged } from '../../store/preferences.slice';
import { logoutRequested } from '../../store/session.actions';
import { simulationEnterRequested, simulationExitRequested } from '../../store/simulation.slice';
import { subAccountSwitchRequested } from '../../store/user.slice';

test.each([
  [themeChanged('light'), 'b1001', 'theme-change', { theme: 'light' }],
  [localeChanged('ja'), 'b1002', 'language-change', { locale: 'ja' }],
  [currencyChosen('JPY'), 'b1003', 'currency-change', { currency: 'JPY' }],
  [simulationEnterRequested({ target: 'futures' }), 'b1004', 'simulation-enter', { target: 'futures' }],
  [simulationExitRequested(), 'b1005', 'simulation-exit', {}],
  [logoutRequested({ reason: 'user' }), 'b1006', 'logout', {}],
  [subAccountSwitchRequested({ userId: '10000002', back: false }), 'b1007', 'sub-account-switch', {}],
  [subAccountSwitchRequested({ userId: '10000001', back: true }), 'b1007', 'sub-account-back', {}],
])('%j is recorded as click %s (%s)', (action, id, name, ext) => {
  expect(trackingOf(action)).toEqual({ type: 'click', event_tracking_id: id, event_tracking: name, event_tracking_ext: ext });
});

test('logouts the user did not ask for, and unrelated actions, are not user actions', () => {
  expect(trackingOf(logoutRequested({ reason: 'session-expired' }))).toBeNull();
  expect(trackingOf(logoutRequested({ reason: 'signature-invalid' }))).toBeNull();
  expect(trackingOf({ type: 'rates/loaded' })).toBeNull();
});

test('every tracked action type has a valid tracking id', () => {
  const samples = [
    themeChanged('dark'),
    localeChanged('en'),
    currencyChosen('USD'),
    simulationEnterRequested({ target: 'spot' }),
    simulationExitRequested(),
    logoutRequested({ reason: 'user' }),
    subAccountSwitchRequested({ userId: '1', back: false }),
  ];
  expect(samples.map((action) => action.type).sort()).toEqual([...TRACKED_ACTION_TYPES].sort());
  for (const action of samples) expect(isValidTrackingId(trackingOf(action)?.event_tracking_id)).toBe(true);
});
