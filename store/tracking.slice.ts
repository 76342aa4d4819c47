import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TrackInput } from '../src/tracking/event';

/** A screen asks for an event (useTrack, Exposure); the tracking saga hands it to the tracker actor. */
export const trackRequested = createAction<TrackInput>('tracking/trackRequested');

/** The page on screen changed (path or query); the tracker turns it into page-hide and page-show events. */
export const pageViewed = createAction<{ url: string; title: string }>('tracking/pageViewed');

/** The tracker actor's state, mirrored (DESIGN: a mirror of each actor's value and tags). */
export interface TrackingState {
  /** 'loading' until the tracker has started after the first paint; then the machine's state, e.g. "visible.idle". */
  status: string;
  tags: string[];
}

const initialState: TrackingState = { status: 'loading', tags: [] };

const tracking = createSlice({
  name: 'tracking',
  initialState,
  reducers: {
    trackerChanged(_state, action: PayloadAction<TrackingState>) {
      return action.payload;
    },
  },
  selectors: {
    selectTrackerStatus: (state) => state.status,
  },
});

export const { trackerChanged } = tracking.actions;
export const { selectTrackerStatus } = tracking.selectors;
export const trackingSlice = tracking;
