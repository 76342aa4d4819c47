// The browser coming back online, or the tab into view, as a Redux event: background fetches that back off retry
// at once (sagas/backoff.saga.ts), and the signing actor, which backs off on its own, hears it too.
import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import { call, getContext, put, take } from 'redux-saga/effects';
import type { AppActors } from '../machines/system';
import { connectionResumed } from '../store/session.actions';
import type { BrowserPort } from './ports';

type Cause = 'online' | 'visible';

function resumes(browser: BrowserPort): EventChannel<{ cause: Cause }> {
  // Only the latest matters: two resumes in a row ask for the same retry.
  return eventChannel((emit) => browser.subscribeResume((cause) => emit({ cause })), buffers.sliding(1));
}

export function* resumeSaga() {
  const browser: BrowserPort = yield getContext('browser');
  const loadActors: () => Promise<AppActors> = yield getContext('loadActors');
  const channel: EventChannel<{ cause: Cause }> = yield call(resumes, browser);
  try {
    while (true) {
      const { cause }: { cause: Cause } = yield take(channel);
      yield put(connectionResumed({ cause }));
      const actors: AppActors = yield call(loadActors);
      actors.signing.send({ type: 'RESUMED' });
    }
  } finally {
    channel.close();
  }
}
