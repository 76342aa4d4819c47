// The futures workspace's state, injected into the store with the futures page so none of it is in the first load.
import { combineSlices } from '@reduxjs/toolkit';
import { futuresMarkSlice } from './futures-mark.slice';
import { rootReducer } from './root-reducer';

export const futuresReducer = combineSlices(futuresMarkSlice);

export type FuturesState = ReturnType<typeof futuresReducer>;

rootReducer.inject({ reducerPath: 'futures', reducer: futuresReducer });
