// The password change form's state, injected into the store with the account security page.
import { createSlice } from '@reduxjs/toolkit';
import {
  type AuthFailure,
  passwordChangeFailed,
  passwordChangeRequested,
  passwordChangeReset,
  passwordChanged,
  type PasswordChangeField,
} from './auth.slice';
import { rootReducer, type RootState } from './root-reducer';

export interface PasswordChangeState {
  status: 'idle' | 'submitting' | 'failed' | 'succeeded';
  error: AuthFailure | null;
  field: PasswordChangeField | null;
}

const initialState: PasswordChangeState = { status: 'idle', error: null, field: null };

export const passwordChangeSlice = createSlice({
  name: 'passwordChange',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(passwordChangeRequested, (state) => {
        state.status = 'submitting';
        state.error = null;
        state.field = null;
      })
      .addCase(passwordChangeFailed, (state, action) => {
        state.status = 'failed';
        state.error = action.payload.error;
        state.field = action.payload.field;
      })
      .addCase(passwordChanged, (state) => {
        state.status = 'succeeded';
      })
      .addCase(passwordChangeReset, () => initialState);
  },
});

rootReducer.inject(passwordChangeSlice);

export function selectPasswordChange(state: RootState): PasswordChangeState {
  return state.passwordChange ?? initialState;
}
