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

test('an error the request layer does not want toasted shows no toast', async () => {
  const { api, store, logouts } = setup();
  api.reportError({ kind: 'http', messageKey: 'errors.server', toast: false });
  await settle();
  expect(store.getState().toasts.items).toEqual([]);
  expect(logouts).toEqual([]);
});

test('an envelope asking for a logout starts the logout of an expired session', async () => {
  const { api, logouts } = setup();
  api.reportError({ kind: 'session-expired', code: '00004', toast: false, action: 'logout' });
  await settle();
  expect(logouts).toEqual([logoutRequested({ reason: 'session-expired' })]);
});

test('a toast says the gateway words, else the typed error with its values', async () => {
  const { api, store } = setup();
  api.reportError({ kind: 'http', messageKey: 'errors.rateLimitedSeconds', values: { wait: 5 }, toast: true });
  await settle();
  expect(store.getState().toasts.items).toMatchObject([
    { kind: 'error', messageKey: 'errors.rateLimitedSeconds', values: { wait: 5 } },
  ]);
});

test('a stopped api-errors saga stops listening to the request layer', async () => {
  const api = fakeApi();
  const subscribe = api.api.subscribeErrors;
  let listening = 0;
  api.api.subscribeErrors = (listener) => {
    listening += 1;
    const unsubscribe = subscribe(listener);
    return () => {
      listening -= 1;
      unsubscribe();
    };
  };
  const store = makeStore({ context: fakeContext({ api: api.api }).context, saga: apiErrorsSaga });
  await settle();
  expect(listening).toBe(1);
  store.sagaTask.cancel();
  expect(listening).toBe(0);
});

test('00023 leaves a warning with the gateway words, or an empty reason when it sent none', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { api } = setup();
  api.reportError(signatureError('00023'));
  api.reportError({ kind: 'envelope', code: '00023', toast: false });
  await settle();
  expect(warn.mock.calls).toEqual([
    ['signature invalid: logging out', 'gateway says 00023'],
    ['signature invalid: logging out', ''],
  ]);
  warn.mockRestore();
});
