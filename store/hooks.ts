import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { Store } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { RootState } from './root-reducer';

/** Plain actions for sagas; thunks only for RTK Query's page data. */
export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
/** The store itself, for reading state when the user acts rather than rendering on each change of it. */
export const useAppStore = useStore.withTypes<Store<RootState>>();
