import { createAction } from '@reduxjs/toolkit';

/** Something asked for a logout (a button, an expired session, an invalid signature). */
export const logoutRequested = createAction<{ reason: 'user' | 'session-expired' | 'signature-invalid' }>(
  'session/logoutRequested',
);

/** The logout sequence finished; the page reloads next. */
export const loggedOut = createAction('session/loggedOut');

/** The app shell is mounted and wants its bootstrap data. */
export const appStarted = createAction('app/started');
