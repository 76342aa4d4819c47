// The bridge between the screens and the tracker actor (machines/tracker.machine.ts): screens dispatch Redux
// actions, this saga hands them to the actor in order, feeds it the upload switch and the tab's visibility, and
// mirrors its state into the store.
import type { UnknownAction } from '@reduxjs/toolkit';
import { buffers, eventChannel, type Channel, type EventChannel } from 'redux-saga';
import { actionChannel, call, fork, getContext, put, select, take, takeEvery } from 'redux-saga/effects';
import type { TrackerActor, TrackerEvent } from '../machines/tracker.machine';
import { commonConfigFailed, commonConfigLoaded, selectUploadEnabled } from '../store/app-config.slice';
import { pageViewed, trackerChanged, trackRequested, type TrackingState } from '../store/tracking.slice';
import type { TrackingPort, VisibilityChange } from './ports';
import { TRACKED_ACTION_TYPES, trackingOf } from './tracked-actions';
import { errorText } from '../src/core/error-text';

type Request = UnknownAction;

/** "visible.idle" for `{ visible: 'idle' }`. */
export function stateName(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || typeof value !== 'object') return String(value);
  return Object.entries(value as Record<string, unknown>)
    .map(([key, inner]) => `${key}.${stateName(inner)}`)
    .join(',');
}

function mirrorOf(snapshot: ReturnType<TrackerActor['getSnapshot']>): TrackingState {
  return { status: stateName(snapshot.value), tags: [...snapshot.tags].sort() };
}

function snapshotChannel(actor: TrackerActor): EventChannel<TrackingState> {
  return eventChannel((emit) => {
    const subscription = actor.subscribe((snapshot) => emit(mirrorOf(snapshot)));
    return () => subscription.unsubscribe();
    // Only the latest state matters to a mirror.
  }, buffers.sliding(1));
}

/** Mirrors the actor; the upload loop re-enters its state every 500 ms, so only changes reach the store. */
function* mirror(actor: TrackerActor) {
  // Subscribed before anything is put: a put may yield to other sagas, whose events must not be missed.
  const changes: EventChannel<TrackingState> = yield call(snapshotChannel, actor);
  // Closed when the saga stops (a cancelled saga does not close its channels): the subscription ends with it.
  try {
    let last: TrackingState = mirrorOf(actor.getSnapshot());
    yield put(trackerChanged(last));
    while (true) {
      const next: TrackingState = yield take(changes);
      if (next.status === last.status && next.tags.join() === last.tags.join()) continue;
      last = next;
      yield put(trackerChanged(next));
    }
  } finally {
    changes.close();
  }
}

/** The upload switch of the client common config, whether it answered before the tracker loaded or after. */
function* forwardConfig(actor: TrackerActor) {
  const known: boolean | null = yield select(selectUploadEnabled);
  if (known !== null) actor.send({ type: 'CONFIG_LOADED', uploadEnabled: known });
  yield takeEvery(commonConfigLoaded.type, (action: ReturnType<typeof commonConfigLoaded>) =>
    actor.send({ type: 'CONFIG_LOADED', uploadEnabled: action.payload.uploadEnabled }),
  );
  yield takeEvery(commonConfigFailed.type, () => actor.send({ type: 'CONFIG_FAILED' }));
}

const VISIBILITY_EVENTS = { hidden: 'PAGE_HIDDEN', shown: 'PAGE_SHOWN', unloading: 'PAGE_UNLOADING' } as const;

function* forwardVisibility(port: TrackingPort, actor: TrackerActor) {
  const changes: EventChannel<{ change: VisibilityChange }> = yield call(() =>
    eventChannel<{ change: VisibilityChange }>(
      (emit) => port.subscribeVisibility((change) => emit({ change })),
      buffers.expanding(4),
    ),
  );
  try {
    while (true) {
      const { change }: { change: VisibilityChange } = yield take(changes);
      actor.send({ type: VISIBILITY_EVENTS[change] });
    }
  } finally {
    changes.close();
  }
}

function toEvent(action: Request): TrackerEvent | null {
  if (trackRequested.match(action)) return { type: 'TRACK', event: action.payload };
  if (pageViewed.match(action)) return { type: 'PAGE_VIEWED', url: action.payload.url, title: action.payload.title };
  const event = trackingOf(action);
  return event ? { type: 'TRACK', event } : null;
}

export function* trackingSaga() {
  // What screens ask for before the tracker has loaded (it loads after the first paint) waits here, in order.
  const requests: Channel<Request> = yield actionChannel(
    [trackRequested.type, pageViewed.type, ...TRACKED_ACTION_TYPES],
    buffers.expanding(64),
  );
  const port: TrackingPort = yield getContext('tracking');
  // The tracker waits for the first page view, which the shell reports once the page has rendered: loading it
  // earlier would compete with the page's own chunks.
  const first: Request = yield take(requests);
  let actor: TrackerActor;
  try {
    actor = yield call([port, port.load]);
  } catch (error) {
    // SPEC 8: tracking problems are logged, never shown.
    console.warn('the behaviour tracker could not load; this page records no events', errorText(error));
    requests.close();
    yield put(trackerChanged({ status: 'unavailable', tags: [] }));
    return;
  }
  yield fork(mirror, actor);
  yield fork(forwardConfig, actor);
  yield fork(forwardVisibility, port, actor);
  const firstEvent = toEvent(first);
  if (firstEvent) actor.send(firstEvent);
  while (true) {
    const action: Request = yield take(requests);
    const event = toEvent(action);
    if (event) actor.send(event);
  }
}
