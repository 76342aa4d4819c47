// The password change's actions, named as events (STYLE 3). Apart from its slice, which loads with the account
// security page: the workflow that listens for them is in the first load, the state is not.
import { createAction } from '@reduxjs/toolkit';
import type { AuthFailure } from './auth.slice';

export interface PasswordChangeForm {
  current: string;
  next: string;
}

/** The field a refusal belongs to; null for the form as a whole (a wait, a network failure). */
export type PasswordChangeField = 'current' | 'next';

export const passwordChangeRequested = createAction<PasswordChangeForm>('passwordChange/requested');
export const passwordChangeFailed = createAction<{ error: AuthFailure; field: PasswordChangeField | null }>(
  'passwordChange/failed',
);
/** Every session of the account has ended; the logout follows. */
export const passwordChanged = createAction('passwordChange/succeeded');
export const passwordChangeReset = createAction('passwordChange/reset');
