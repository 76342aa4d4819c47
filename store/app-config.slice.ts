import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** What the bootstrap calls learn about the environment (SPEC 7). */
export interface AppConfigState {
  /** The fastest image host found by the probe, or null before (or without) one. */
  imageDomain: string | null;
  /** Tracking upload switch; null until the common config answered. */
  uploadEnabled: boolean | null;
  ip: string | null;
}

const initialState: AppConfigState = { imageDomain: null, uploadEnabled: null, ip: null };

const appConfig = createSlice({
  name: 'appConfig',
  initialState,
  reducers: {
    imageDomainChosen(state, action: PayloadAction<string>) {
      state.imageDomain = action.payload;
    },
    commonConfigLoaded(state, action: PayloadAction<{ uploadEnabled: boolean; ip: string | null }>) {
      state.uploadEnabled = action.payload.uploadEnabled;
      state.ip = action.payload.ip;
    },
    // SPEC 8: a failed config fetch turns uploading off.
    commonConfigFailed(state) {
      state.uploadEnabled = false;
    },
  },
  selectors: {
    selectImageDomain: (state) => state.imageDomain,
    selectUploadEnabled: (state) => state.uploadEnabled,
  },
});

export const { imageDomainChosen, commonConfigLoaded, commonConfigFailed } = appConfig.actions;
export const { selectImageDomain, selectUploadEnabled } = appConfig.selectors;
export const appConfigReducer = appConfig.reducer;
export const appConfigSlice = appConfig;
