import { useCallback } from 'react';
import type { TrackInput } from '../../tracking/event';
import { useAppDispatch } from '../../../store/hooks';
import { trackRequested } from '../../../store/tracking.slice';

/**
 * A function that records a tracking event, e.g. `track({ event_tracking_id: 'b1024', event_tracking: 'buy' })`.
 * The event is queued even before the tracker has loaded, and is dropped with a warning when its id is not `/`
 * or b followed by digits (SPEC 5).
 */
export function useTrack(): (input: TrackInput) => void {
  const dispatch = useAppDispatch();
  return useCallback((input: TrackInput) => void dispatch(trackRequested(input)), [dispatch]);
}
