import { act } from '@testing-library/react';
import { useMarketStream } from '../../../src/components/trading/useMarketStream';
import { streamStarted, streamStopped } from '../../../store/trading.actions';
import { simulationMirrored } from '../../../store/simulation.slice';
import { userCleared, userInfoLoaded, userInfoUnreachable } from '../../../store/user.slice';
import { localStore, STORAGE_KEYS } from '../../../src/core/storage';
import { renderWithProviders } from '../../support/render';

function Stream({ symbol }: { symbol: string }) {
  useMarketStream(symbol);
  return null;
}

const user = (userId: string) => ({ userId, loginName: userId }) as Parameters<typeof userInfoLoaded>[0];
const kinds = (actions: { type: string }[]) =>
  actions.filter((a) => a.type === streamStarted.type || a.type === streamStopped.type).map((a) => a.type.split('/').pop());

test('the stream restarts when the session moves to another account, so private channels follow it', async () => {
  const view = await renderWithProviders(<Stream symbol="BTCUSDT" />);
  await act(async () => void view.store.dispatch(userInfoLoaded(user('10000001'))));
  await act(async () => void view.store.dispatch(userInfoLoaded(user('10000002'))));
  await act(async () => void view.store.dispatch(userCleared()));
  expect(kinds(view.actions)).toEqual([
    'streamStarted',
    'streamStopped',
    'streamStarted',
    'streamStopped',
    'streamStarted',
    'streamStopped',
    'streamStarted',
  ]);
});

test('the same account read again does not restart the stream', async () => {
  const view = await renderWithProviders(<Stream symbol="ETHUSDT" />);
  await act(async () => void view.store.dispatch(userInfoLoaded(user('10000001'))));
  await act(async () => void view.store.dispatch(userInfoLoaded(user('10000001'))));
  const starts = view.actions.filter((a) => a.type === streamStarted.type);
  expect(starts).toHaveLength(2);
  expect(starts[1]).toMatchObject({ payload: { symbol: 'ETHUSDT' } });
});

test('leaving the page stops the stream', async () => {
  const view = await renderWithProviders(<Stream symbol="BTCUSDT" />);
  view.unmount();
  expect(kinds(view.actions)).toEqual(['streamStarted', 'streamStopped']);
});

function FuturesStream() {
  useMarketStream('ETHUSDT', true, 'futures');
  return null;
}

test("a perpetual's stream restarts too when the session moves to another account or paper trading starts", async () => {
  const view = await renderWithProviders(<FuturesStream />);
  await act(async () => void view.store.dispatch(userInfoLoaded(user('10000001'))));
  await act(async () => void view.store.dispatch(simulationMirrored(true)));
  const starts = view.actions.filter((a) => a.type === streamStarted.type);
  expect(starts).toHaveLength(3);
  expect(starts.every((start) => (start as ReturnType<typeof streamStarted>).payload.market === 'futures')).toBe(true);
});

describe('a browser with a session (the login flag its tabs share)', () => {
  beforeEach(() => localStore.write(STORAGE_KEYS.login, true));
  afterEach(() => window.localStorage.clear());

  test('starts the stream once, for the account, after the user-info call: not anonymous first and again for it', async () => {
    const view = await renderWithProviders(<Stream symbol="BTCUSDT" />);
    expect(kinds(view.actions)).toEqual([]);
    await act(async () => void view.store.dispatch(userInfoLoaded(user('10000001'))));
    expect(kinds(view.actions)).toEqual(['streamStarted']);
  });

  test('starts it anonymous when the call finds the session gone, or cannot reach the gateway', async () => {
    const gone = await renderWithProviders(<Stream symbol="BTCUSDT" />);
    await act(async () => void gone.store.dispatch(userInfoLoaded(null as never)));
    expect(kinds(gone.actions)).toEqual(['streamStarted']);
    gone.unmount();
    const unreachable = await renderWithProviders(<Stream symbol="BTCUSDT" />);
    await act(async () => void unreachable.store.dispatch(userInfoUnreachable()));
    expect(kinds(unreachable.actions)).toEqual(['streamStarted']);
  });
});
