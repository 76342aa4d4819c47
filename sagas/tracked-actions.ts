// The user actions the product records, named once: a domain action a screen already dispatches becomes a click
// event here, so screens do not repeat tracking calls for what the store already says. Ids are b + digits (SPEC 5)
// and are listed in docs/tracking.md for the analysts.
import type { UnknownAction } from '@reduxjs/toolkit';
import type { TrackInput } from '../src/tracking/event';
import { currencyChosen, localeChanged, themeChanged } from '../store/preferences.slice';
import { logoutRequested } from '../store/session.actions';
import { simulationEnterRequested, simulationExitRequested } from '../store/simulation.slice';
import { subAccountSwitchRequested } from '../store/user.slice';

export const TRACKED_ACTION_TYPES = [
  themeChanged.type,
  localeChanged.type,
  currencyChosen.type,
  simulationEnterRequested.type,
  simulationExitRequested.type,
  logoutRequested.type,
  subAccountSwitchRequested.type,
];

const click = (id: string, name: string, ext: Record<string, unknown> = {}): TrackInput => ({
  type: 'click',
  event_tracking_id: id,
  event_tracking: name,
  event_tracking_ext: ext,
});

/** The event a domain action stands for, or null when it is not one the user made. */
export function trackingOf(action: UnknownAction): TrackInput | null {
  if (themeChanged.match(action)) return click('b1001', 'theme-change', { theme: action.payload });
  if (localeChanged.match(action)) return click('b1002', 'language-change', { locale: action.payload });
  if (currencyChosen.match(action)) return click('b1003', 'currency-change', { currency: action.payload });
  if (simulationEnterRequested.match(action)) return click('b1004', 'simulation-enter', { target: action.payload.target });
  if (simulationExitRequested.match(action)) return click('b1005', 'simulation-exit');
  // Expired sessions and refused signatures log out too; only the user's own choice is an action of theirs.
  if (logoutRequested.match(action)) return action.payload.reason === 'user' ? click('b1006', 'logout') : null;
  if (subAccountSwitchRequested.match(action)) return click('b1007', action.payload.back ? 'sub-account-back' : 'sub-account-switch');
  return null;
}
