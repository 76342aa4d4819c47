import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** What the bootstrap calls learn about the environment (SPEC 7). */
export interface AppConfigState {
  /** The fastest image host found by the probe, or null before (or without) one. */
  imageDomain: string | null;
  /** Tracking upload switch; null until the common config answered. */
  uploadEnabled: boolean | null;
  ip: string | null;
  /** The support site's address, as the gateway configures it; checked before any navigation. */
  supportUrl: string | null;
}

const initialState: AppConfigState = { imageDomain: null, uploadEnabled: null, ip: null, supportUrl: null };

const appConfig = createSlice({
  name: 'appConfig',
  initialState,
  reducers: {
    imageDomainChosen(state, action: PayloadAction<string>) {
      state.imageDomain = action.payload;
    },
    commonConfigLoaded(
      state,
      action: PayloadAction<{ uploadEnabled: boolean; ip: string | null; supportUrl: string | null }>,
    ) {
      state.uploadEnabled = action.payload.uploadEnabled;
      state.ip = action.payload.ip;
      state.supportUrl = action.payload.supportUrl;
    },
    // SPEC 8: a failed config fetch turns uploading off.
    commonConfigFailed(state) {
      state.uploadEnabled = false;
    },
  },
  selectors: {
    selectImageDomain: (state) => state.imageDomain,
    selectUploadEnabled: (state) => state.uploadEnabled,
    selectSupportUrl: (state) => state.supportUrl,
  },
});

export const { imageDomainChosen, commonConfigLoaded, commonConfigFailed } = appConfig.actions;
export const { selectImageDomain, selectUploadEnabled, selectSupportUrl } = appConfig.selectors;
export const appConfigSlice = appConfig;
