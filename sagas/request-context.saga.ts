import { call, getContext, select, takeEvery } from 'redux-saga/effects';
import { STORAGE_KEYS, type StorageArea } from '../src/core/storage';
import type { RootState } from '../store/root-reducer';
import type { ApiPort, RequestContextInput } from './ports';

function* pushContext() {
  const api: ApiPort = yield getContext('api');
  const storage: StorageArea = yield getContext('storage');
  const state: RootState = yield select();
  const context: RequestContextInput = {
    locale: state.preferences.locale,
    theme: state.preferences.theme,
    terminalCode: state.preferences.terminalCode,
    simulation: state.simulation.active,
    deviceId: storage.read(STORAGE_KEYS.visitorId, state.preferences.terminalCode, (v): v is string => typeof v === 'string'),
  };
  yield call([api, api.setContext], context);
}

const CONTEXT_ACTIONS = ['preferences/', 'simulation/simulationMirrored'];

/** Keeps the headers of every request in step with the preferences and the simulation mode. */
export function* requestContextSaga() {
  yield call(pushContext);
  yield takeEvery((action: { type: string }) => CONTEXT_ACTIONS.some((prefix) => action.type.startsWith(prefix)), pushContext);
}
