import { combineSlices } from '@reduxjs/toolkit';
import { appConfigSlice } from './app-config.slice';
import { appUpdateSlice } from './app-update.slice';
import { authSlice } from './auth.slice';
import type { WithSlice } from '@reduxjs/toolkit';
import type { marketApi } from './market.api.definition';
import type { PasswordChangeState } from './password-change.state';
import { preferencesSlice } from './preferences.slice';
import { ratesSlice } from './rates.slice';
import { simulationSlice } from './simulation.slice';
import { toastsSlice } from './toasts.slice';
import { trackingSlice } from './tracking.slice';
import { userSlice } from './user.slice';

// Page data (RTK Query) is injected by the pages that use it, so it loads with them.
export const rootReducer = combineSlices(preferencesSlice, userSlice, ratesSlice, toastsSlice, appConfigSlice, simulationSlice, authSlice, trackingSlice, appUpdateSlice).withLazyLoadedSlices<
  WithSlice<typeof marketApi> & { passwordChange: PasswordChangeState }
>();

export type RootState = ReturnType<typeof rootReducer>;
