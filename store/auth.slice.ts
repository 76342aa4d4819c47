import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The page a login or registration takes the user back to (src/pages/auth/return-path.ts); trading when none. */
interface ReturnTo {
  returnTo?: string;
}

export interface LoginForm extends ReturnTo {
  account: string;
  password: string;
}

export type RegisterForm = ReturnTo &
  (
    | { method: 'email'; email: string; password: string; code: string }
    | { method: 'mobile'; areaCode: string; mobile: string; password: string; code: string }
  );

export type CodeTarget = { email: string } | { areaCode: string; mobile: string };

/** What went wrong, as a catalog key (with its values) or the gateway's own message; shown next to the form. */
export interface AuthFailure {
  messageKey?: string;
  values?: Record<string, string | number>;
  text?: string;
}

/** Why the session ended, said on the login page the logout led to. */
/** Why the last logout happened, told once on the login page: a password change, or a session ended elsewhere. */
export type SignedOutNotice = 'passwordChanged' | 'sessionEnded';

export interface AuthState {
  status: 'idle' | 'submitting' | 'failed' | 'succeeded';
  error: AuthFailure | null;
  code: 'idle' | 'sending' | 'sent' | 'failed';
  notice: SignedOutNotice | null;
}

const initialState: AuthState = { status: 'idle', error: null, code: 'idle', notice: null };

const auth = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    loginRequested(state, _action: PayloadAction<LoginForm>) {
      state.status = 'submitting';
      state.error = null;
      state.notice = null;
    },
    registerRequested(state, _action: PayloadAction<RegisterForm>) {
      state.status = 'submitting';
      state.error = null;
    },
    authSucceeded(state) {
      state.status = 'succeeded';
    },
    authFailed(state, action: PayloadAction<AuthFailure>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    codeRequested(state, _action: PayloadAction<CodeTarget>) {
      state.code = 'sending';
    },
    codeSent(state) {
      state.code = 'sent';
    },
    codeFailed(state, action: PayloadAction<AuthFailure>) {
      state.code = 'failed';
      // Shown where the form's other failures are: a refused code (too many requests) needs saying too.
      state.error = action.payload;
    },
    // The notice outlives the reset a form does when it opens: it is what the login page opens to say.
    authFormReset(state) {
      return { ...initialState, notice: state.notice };
    },
    signedOutNoticeShown(state, action: PayloadAction<SignedOutNotice>) {
      state.notice = action.payload;
    },
  },
  selectors: {
    selectAuth: (state) => state,
  },
});

export const {
  loginRequested,
  registerRequested,
  authSucceeded,
  authFailed,
  codeRequested,
  codeSent,
  codeFailed,
  authFormReset,
  signedOutNoticeShown,
} = auth.actions;
export const { selectAuth } = auth.selectors;
export const authSlice = auth;

// The password change's events. Its form state loads with its page (password-change.slice.ts); the events live
// here, with the workflow that hears them in the first load, so no chunk of their own is fetched before it.
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
