import { eventChannel, buffers, type EventChannel } from 'redux-saga';
import { call, fork, getContext, put, race, select, take, takeEvery } from 'redux-saga/effects';
import type { Actor, SnapshotFrom } from 'xstate';
import type { SimulationEvent, simulationMachine } from '../machines/simulation.machine';
import type { AppActors } from '../machines/system';
import { STORAGE_KEYS, STORAGE_CLEARED_KEY, parseStorageEvent } from '../src/core/storage';
import {
  locationChanged,
  selectSimulationActive,
  simulationEnterRequested,
  simulationExitRequested,
  simulationMirrored,
} from '../store/simulation.slice';
import { toastShown } from '../store/toasts.slice';
import type { BrowserPort } from './ports';

type SimulationActor = Actor<typeof simulationMachine>;
type SimulationSnapshot = SnapshotFrom<typeof simulationMachine>;
type FlagChange = Extract<SimulationEvent, { type: 'FLAG_CHANGED_ELSEWHERE' }>;

function snapshots(actor: SimulationActor): EventChannel<SimulationSnapshot> {
  return eventChannel((emit) => {
    // v5 subscribe does not replay: hand over the current snapshot first.
    emit(actor.getSnapshot());
    const subscription = actor.subscribe((snapshot) => emit(snapshot));
    return () => subscription.unsubscribe();
  }, buffers.sliding(1));
}

/** The simulation flag changing in another tab, as machine events. */
function flagChanges(browser: BrowserPort): EventChannel<FlagChange> {
  return eventChannel((emit) => {
    return browser.subscribeStorage((event) => {
      const change = parseStorageEvent(event);
      if (!change || change.area !== null) return;
      if (change.key === STORAGE_KEYS.simulation || change.key === STORAGE_CLEARED_KEY) {
        emit({ type: 'FLAG_CHANGED_ELSEWHERE', enabled: change.value === true });
      }
    });
  }, buffers.expanding(4));
}

function* mirror(actor: SimulationActor) {
  const channel: EventChannel<SimulationSnapshot> = yield call(snapshots, actor);
  try {
    while (true) {
      const snapshot: SimulationSnapshot = yield take(channel);
      yield put(simulationMirrored(snapshot.hasTag('simulation')));
    }
  } finally {
    channel.close();
  }
}

function* forwardFlags(actor: SimulationActor, channel: EventChannel<FlagChange>) {
  try {
    while (true) actor.send((yield take(channel)) as FlagChange);
  } finally {
    channel.close();
  }
}

/**
 * The mode lives in a flag the next page load reads: where the browser keeps no data for the site (blocked, or its
 * quota full), entering would reload the page into the real account. The switch says why instead.
 */
function* canEnter(browser: BrowserPort) {
  if (browser.keepsLocalData()) return true;
  yield put(toastShown({ kind: 'error', messageKey: 'simulation.needsStorage' }));
  return false;
}

/**
 * Bridges the simulation machine: its state into the store; navigation, the header switch and other tabs into
 * it. While the mode is off and nobody asks for it, the machine (and XState with it) is not even loaded.
 */
export function* simulationSaga() {
  const loadActors: () => Promise<AppActors> = yield getContext('loadActors');
  const browser: BrowserPort = yield getContext('browser');
  const flags: EventChannel<FlagChange> = yield call(flagChanges, browser);

  let first: SimulationEvent | null = null;
  const active: boolean = yield select(selectSimulationActive);
  while (!active && first === null) {
    const { enter, flag } = (yield race({ enter: take(simulationEnterRequested.type), flag: take(flags) })) as {
      enter?: ReturnType<typeof simulationEnterRequested>;
      flag?: FlagChange;
    };
    if (enter === undefined) first = flag ?? null;
    else if ((yield call(canEnter, browser)) as boolean) first = { type: 'ENTER', target: enter.payload.target };
  }

  const { simulation }: AppActors = yield call(loadActors);
  yield fork(mirror, simulation);
  if (first) simulation.send(first);
  yield fork(forwardFlags, simulation, flags);
  yield takeEvery(locationChanged.type, (action: ReturnType<typeof locationChanged>) => {
    simulation.send({ type: 'NAVIGATED', pathname: action.payload.pathname });
  });
  yield takeEvery(simulationEnterRequested.type, function* (action: ReturnType<typeof simulationEnterRequested>) {
    if ((yield call(canEnter, browser)) as boolean) simulation.send({ type: 'ENTER', target: action.payload.target });
  });
  yield takeEvery(simulationExitRequested.type, () => {
    simulation.send({ type: 'EXIT' });
  });
}
