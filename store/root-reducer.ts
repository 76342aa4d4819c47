import { combineSlices } from '@reduxjs/toolkit';
import { appConfigSlice } from './app-config.slice';
import { preferencesSlice } from './preferences.slice';
import { ratesSlice } from './rates.slice';
import { toastsSlice } from './toasts.slice';
import { userSlice } from './user.slice';

export const rootReducer = combineSlices(preferencesSlice, userSlice, ratesSlice, toastsSlice, appConfigSlice);

export type RootState = ReturnType<typeof rootReducer>;
