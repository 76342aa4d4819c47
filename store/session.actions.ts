import { createAction } from '@reduxjs/toolkit';

/** Something asked for a logout (a button, an expired session, an invalid signature). */
export const logoutRequested = createAction<{ reason: 'user' | 'session-expired' | 'signature-invalid' }>(
  'session/logoutRequested',
);

/** The logout sequence finished; the page reloads next. */
export const loggedOut = createAction('session/loggedOut');

/** The app shell is mounted and wants its bootstrap data. */
export const appStarted = createAction('app/started');

/**
 * The browser is back online, or the tab is visible again (timers do not run in a sleeping tab): background fetches
 * that are backing off retry at once, and data that went stale meanwhile is fetched again.
 */
export const connectionResumed = createAction<{ cause: 'online' | 'visible' }>('app/connectionResumed');
