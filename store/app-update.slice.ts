import { createAction, createSlice } from '@reduxjs/toolkit';

/** The user accepted the new version: the waiting service worker takes over and the page reloads. */
export const updateAccepted = createAction('appUpdate/updateAccepted');

export interface AppUpdateState {
  /** A new version of the app is installed and waits for the user's word. */
  ready: boolean;
}

const initialState: AppUpdateState = { ready: false };

const appUpdate = createSlice({
  name: 'appUpdate',
  initialState,
  reducers: {
    updateReady(state) {
      state.ready = true;
    },
  },
  selectors: {
    selectUpdateReady: (state) => state.ready,
  },
});

export const { updateReady } = appUpdate.actions;
export const { selectUpdateReady } = appUpdate.selectors;
export const appUpdateSlice = appUpdate;
