import { fork, take } from 'redux-saga/effects';
import { makeStore } from '../../src/app/make-store';
import { apiErrorsSaga } from '../../sagas/api-errors.saga';
import { logoutRequested } from '../../store/session.actions';
import { fakeActors, fakeApi, fakeContext } from '../support/saga-fakes';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup() {
  const api = fakeApi();
  const { actors } = fakeActors();
  const logouts: unknown[] = [];
  function* observed() {
    yield fork(apiErrorsSaga);
    while (true) logouts.push(yield take(logoutRequested.type));
  }
  const store = makeStore({ context: fakeContext({ api: api.api, actors }).context, saga: observed });
  const refetches: string[] = [];
  actors.signing.subscribe((snapshot) => refetches.push(String(snapshot.value)));
  return { api, store, actors, logouts, refetches };
}

const signatureError = (code: string) => ({
  kind: 'envelope',
  code,
  serverMessage: `gateway says ${code}`,
  toast: true,
});

test('00023 shows the server message and asks for the (debounced) logout', async () => {
  const { api, store, logouts } = setup();
  api.reportError(signatureError('00023'));
  await settle();
  expect(store.getState().toasts.items.map((toast) => toast.text)).toEqual(['gateway says 00023']);
  expect(logouts).toEqual([logoutRequested({ reason: 'signature-invalid' })]);
});

test.each(['00020', '00021', '00022'])('%s shows the toast and asks signing readiness to refetch, without logging out', async (code) => {
  const { api, store, actors, logouts } = setup();
  const sent: string[] = [];
  const send = actors.signing.send.bind(actors.signing);
  actors.signing.send = (event) => {
    sent.push(event.type);
    send(event);
  };
  api.reportError(signatureError(code));
  await settle();
  expect(store.getState().toasts.items.map((toast) => toast.text)).toEqual([`gateway says ${code}`]);
  expect(sent).toEqual(['REFETCH']);
  expect(logouts).toEqual([]);
});

test('other error codes neither log out nor refetch', async () => {
  const { api, actors, logouts } = setup();
  const sent: string[] = [];
  actors.signing.send = (event) => void sent.push(event.type);
  api.reportError(signatureError('00005'));
  await settle();
  expect(sent).toEqual([]);
  expect(logouts).toEqual([]);
});
