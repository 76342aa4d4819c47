// The password change form's state, injected into the store with the account security page.
import { createSlice } from '@reduxjs/toolkit';
import { passwordChangeFailed, passwordChangeRequested, passwordChangeReset, passwordChanged } from './auth.slice';
import type { PasswordChangeState } from './password-change.state';
import { rootReducer, type RootState } from './root-reducer';

export type { PasswordChangeState };

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
