// A real store running the trading sagas under test against a fake market, with a log of every action that passed
// (the page's and the sagas' puts), so a test can assert what a saga put and in what order.
import { all, takeEvery } from 'redux-saga/effects';
import { makeStore } from '../../../src/app/make-store';
import { STORAGE_KEYS } from '../../../src/core/storage';
import type { RootState } from '../../../store/root-reducer';
import '../../../store/futures.reducer';
import '../../../store/trading.reducer';
import { chartShown } from '../../../store/trading.actions';
import { fakeContext } from '../../support/saga-fakes';
import type { FakeMarket } from './fake-market';

export interface LoggedAction {
  type: string;
  payload?: unknown;
}

export function tradingStore(
  market: FakeMarket | null,
  sagas: (() => Generator)[],
  options: {
    loggedIn?: boolean;
    paper?: boolean;
    /** A chart is on the page (a desktop's workspace), unless false (a phone's, on its order form). */
    chart?: boolean;
    preloadedState?: Partial<RootState>;
    context?: Record<string, unknown>;
  } = {},
) {
  const actions: LoggedAction[] = [];
  const { context, storage } = fakeContext();
  // A logged-in tab has the login flag the tabs of its browser share (sagas/login-flag.saga.ts).
  if (options.loggedIn) storage.write(STORAGE_KEYS.login, true);
  const store = makeStore({
    context: { ...context, ...(market ? { market: market.port } : {}), ...options.context },
    saga: function* () {
      yield all([
        takeEvery('*', (action: LoggedAction) => void actions.push(action)),
        ...sagas.map((saga) => saga()),
      ]);
    },
    preloadedState: {
      simulation: { active: options.paper ?? false },
      ...(options.loggedIn ? { user: { info: { userId: '10000001' } as never, balances: null, accounts: null, status: 'loggedIn' as const } } : {}),
      ...options.preloadedState,
    },
  });
  if (options.chart ?? true) {
    store.dispatch(chartShown(true));
    // The log starts with the page: the chart's mount is where it stands, not something a saga did.
    actions.length = 0;
  }
  return {
    store,
    storage,
    actions,
    /** The payloads of the actions of `type` that passed, in order. */
    payloadsOf: (type: string) => actions.filter((action) => action.type === type).map((action) => action.payload),
    /** The types of the actions that passed since `from`, in order. */
    typesSince: (from: number) => actions.slice(from).map((action) => action.type),
  };
}

/** Lets every answered call and the sagas behind it run (fake timers). */
export const settle = () => jest.advanceTimersByTimeAsync(0);
