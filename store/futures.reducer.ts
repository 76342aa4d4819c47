// The futures workspace's state, injected into the store with the futures page so none of it is in the first load.
import { combineSlices } from '@reduxjs/toolkit';
import { futuresAccountSlice } from './futures-account.slice';
import { futuresMarkSlice } from './futures-mark.slice';
import { futuresPositionsSlice } from './futures-positions.slice';
import { futuresTransferSlice } from './futures-transfer.slice';
import { rootReducer } from './root-reducer';

export const futuresReducer = combineSlices(futuresMarkSlice, futuresPositionsSlice, futuresAccountSlice, futuresTransferSlice);

export type FuturesState = ReturnType<typeof futuresReducer>;

rootReducer.inject({ reducerPath: 'futures', reducer: futuresReducer });
