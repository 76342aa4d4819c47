import { createSlice } from '@reduxjs/toolkit';
import { streamStarted } from './trading.actions';
import {
  transferDialogOpened,
  transferDone,
  transferRefused,
  transferRequested,
  type TransferDirection,
  type TransferRefusal,
} from './futures.actions';

/** The transfer between the spot and the futures wallets the dialog shows: on its way, done, or refused. */
export type FuturesTransferState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'done'; amount: string; direction: TransferDirection }
  | { status: 'refused'; refusal: TransferRefusal };

const initialState = { status: 'idle' } as FuturesTransferState;

export const futuresTransferSlice = createSlice({
  name: 'transfer',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(streamStarted, () => initialState)
      .addCase(transferDialogOpened, () => initialState)
      .addCase(transferRequested, () => ({ status: 'sending' }) as FuturesTransferState)
      .addCase(transferDone, (_, { payload }) => ({ status: 'done', amount: payload.amount, direction: payload.direction }) as FuturesTransferState)
      .addCase(transferRefused, (_, { payload }) => ({ status: 'refused', refusal: payload }) as FuturesTransferState);
  },
});
