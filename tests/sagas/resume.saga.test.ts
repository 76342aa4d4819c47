import { fork, takeEvery } from 'redux-saga/effects';
import { makeStore } from '../../src/app/make-store';
import { resumeSaga } from '../../sagas/resume.saga';
import { connectionResumed } from '../../store/session.actions';
import { fakeActors, fakeBrowser, fakeContext } from '../support/saga-fakes';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

test('the browser coming back online, or the tab into view, becomes a Redux event and reaches the signing actor', async () => {
  const browser = fakeBrowser();
  const { actors, effects } = fakeActors();
  const { context } = fakeContext({ browser: browser.browser, actors });
  const seen: string[] = [];
  const store = makeStore({
    context,
    *saga() {
      yield fork(resumeSaga);
      yield takeEvery(connectionResumed.type, (action: ReturnType<typeof connectionResumed>) =>
        void seen.push(action.payload.cause),
      );
    },
  });
  // Signing failed once and now backs off (seconds): only a resume makes it try again this soon.
  await context.loadActors();
  actors.signing.send({ type: 'START' });
  await settle();
  const failures = () => effects.filter((effect) => effect.startsWith('signing failed')).length;
  expect(failures()).toBe(1);

  browser.resume('online');
  await settle();
  browser.resume('visible');
  await settle();
  expect(seen).toEqual(['online', 'visible']);
  expect(failures()).toBe(3);
  store.sagaTask.cancel();
});

test('a stopped saga stops listening to the browser', () => {
  const browser = fakeBrowser();
  let listening = 0;
  const { context } = fakeContext({
    browser: {
      ...browser.browser,
      subscribeResume(listener) {
        listening += 1;
        const unsubscribe = browser.browser.subscribeResume(listener);
        return () => {
          listening -= 1;
          unsubscribe();
        };
      },
    },
  });
  const store = makeStore({ context, saga: resumeSaga });
  expect(listening).toBe(1);
  store.sagaTask.cancel();
  expect(listening).toBe(0);
});
