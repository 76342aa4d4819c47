import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserInfo } from '../src/core/user-info';

export interface UserState {
  info: UserInfo | null;
  status: 'idle' | 'loading' | 'anonymous' | 'loggedIn' | 'failed';
}

const initialState: UserState = { info: null, status: 'idle' };

const user = createSlice({
  name: 'user',
  initialState,
  reducers: {
    userInfoRequested(state) {
      state.status = 'loading';
    },
    userInfoLoaded(state, action: PayloadAction<UserInfo | null>) {
      state.info = action.payload;
      state.status = action.payload ? 'loggedIn' : 'anonymous';
    },
    userInfoFailed(state) {
      state.info = null;
      state.status = 'failed';
    },
    userCleared(state) {
      state.info = null;
      state.status = 'anonymous';
    },
  },
  selectors: {
    selectUser: (state) => state.info,
    selectUserStatus: (state) => state.status,
    // Logged in is a non-empty user id (SPEC 4).
    selectIsLoggedIn: (state) => (state.info?.userId ?? '') !== '',
  },
});

export const { userInfoRequested, userInfoLoaded, userInfoFailed, userCleared } = user.actions;
export const { selectUser, selectUserStatus, selectIsLoggedIn } = user.selectors;
export const userReducer = user.reducer;
export const userSlice = user;
