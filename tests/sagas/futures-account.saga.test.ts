import { call, fork, take } from 'redux-saga/effects';
import { futuresAccountSaga, transferRefusalOf, withSpotUsdt } from '../../sagas/futures-account.saga';
import { loadFuturesAccount, type FuturesPages } from '../../sagas/futures-loads';
import type { MarketPort } from '../../sagas/ports';
import { ApiError } from '../../src/api/errors';
import { httpStatusError } from '../../src/api/http-errors';
import { makeStore } from '../../src/app/make-store';
import { type FundingPayment } from '../../src/core/trading/contract/futures';
import { FuturesPaths, TradingPaths } from '../../src/core/trading/contract/paths';
import {
  fundingLoaded,
  futuresBatchReceived,
  liquidationsLoaded,
  liquidationsPageRequested,
  transferDialogOpened,
  transferRequested,
} from '../../store/futures.actions';
import type { FuturesState } from '../../store/futures.reducer';
import '../../store/futures.reducer';
import '../../store/trading.reducer';
import { simulationMirrored } from '../../store/simulation.slice';
import { balancesLoaded, userCleared, userInfoLoaded } from '../../store/user.slice';
import { FUTURES_BALANCE as BALANCE, LIQUIDATION, LOGGED_IN } from '../components/futures/support';
import { fakeContext } from '../support/saga-fakes';

type Answer = (path: string, body: unknown) => Promise<unknown>;

function setup(answer: Answer, saga: (market: MarketPort) => Generator = (market) => futuresAccountSaga(market)) {
  const posts: [string, unknown][] = [];
  const market = {
    createStream: () => {
      throw new Error('no stream in these tests');
    },
    nextFrame: () => () => {},
    get: async () => [],
    post: (path: string, body: unknown) => {
      posts.push([path, body]);
      return answer(path, body);
    },
    newClientOrderId: () => 'cid-1',
  } as unknown as MarketPort;
  const { context, storage } = fakeContext();
  const store = makeStore({
    context: { ...context, market },
    preloadedState: LOGGED_IN,
    saga: function* () {
      yield fork(saga, market);
    },
  });
  const flush = async () => {
    for (let i = 0; i < 20; i++) await Promise.resolve();
  };
  const futures = () => (store.getState() as unknown as { futures: FuturesState }).futures;
  return { store, posts, flush, futures, storage };
}

const TRANSFERRED = { balance: { ...BALANCE, walletBalance: '5200', availableBalance: '5200', marginBalance: '5200' }, spotAvailable: '2400.25' };

describe('futures transfers', () => {
  it('sends the amount and direction in USDT, then takes the futures wallet and the spot USDT the gateway answers', async () => {
    const { store, posts, flush, futures } = setup(async () => TRANSFERRED);
    store.dispatch(balancesLoaded([{ coin: 'BTC', available: '1', frozen: '0' }, { coin: 'USDT', available: '2500.25', frozen: '3' }]));
    store.dispatch(transferRequested({ amount: '100', direction: 'spotToFutures' }));
    expect(futures().transfer).toEqual({ status: 'sending' });
    await flush();
    expect(posts).toEqual([[FuturesPaths.transfer, { asset: 'USDT', amount: '100', direction: 'spotToFutures' }]]);
    expect(futures().transfer).toEqual({ status: 'done', amount: '100', direction: 'spotToFutures' });
    expect(futures().account.balance?.walletBalance).toBe('5200');
    expect(store.getState().user.balances).toEqual([{ coin: 'BTC', available: '1', frozen: '0' }, { coin: 'USDT', available: '2400.25', frozen: '3' }]);
  });

  it('leaves a spot wallet not read yet unread after a transfer, and still takes the futures wallet', async () => {
    const { store, flush, futures } = setup(async () => TRANSFERRED);
    store.dispatch(transferRequested({ amount: '100', direction: 'spotToFutures' }));
    await flush();
    expect(store.getState().user.balances).toBeNull();
    expect(futures().account.balance?.walletBalance).toBe('5200');
  });

  it('sends one transfer while one is on its way, however often it is asked', async () => {
    let release: (value: unknown) => void = () => {};
    const { store, posts, flush, futures } = setup(() => new Promise((resolve) => (release = resolve)));
    store.dispatch(transferRequested({ amount: '100', direction: 'futuresToSpot' }));
    store.dispatch(transferRequested({ amount: '100', direction: 'futuresToSpot' }));
    await flush();
    expect(posts).toHaveLength(1);
    release(TRANSFERRED);
    await flush();
    expect(futures().transfer.status).toBe('done');
  });

  it('keeps the gateway code of a refusal (33010), so the dialog can say it by the amount', async () => {
    const { store, flush, futures } = setup(async () => {
      throw new ApiError({ kind: 'envelope', code: '33010', serverMessage: 'Transfer larger than the available balance' });
    });
    store.dispatch(transferRequested({ amount: '999999', direction: 'spotToFutures' }));
    await flush();
    expect(futures().transfer).toEqual({
      status: 'refused',
      refusal: { code: '33010', serverMessage: 'Transfer larger than the available balance', messageKey: 'errors.unknown' },
    });
    expect(futures().account.balance).toBeNull();
  });

  it('words an HTTP 4xx or 5xx by the request layer’s text for the status, without a code', async () => {
    let status = 500;
    const { store, flush, futures } = setup(async () => {
      throw httpStatusError(status, { name: 'app' } as never, FuturesPaths.transfer);
    });
    store.dispatch(transferRequested({ amount: '1', direction: 'spotToFutures' }));
    await flush();
    expect(futures().transfer).toEqual({ status: 'refused', refusal: { messageKey: 'errors.systemBusy' } });
    status = 403;
    store.dispatch(transferRequested({ amount: '1', direction: 'spotToFutures' }));
    await flush();
    expect(futures().transfer).toEqual({ status: 'refused', refusal: { messageKey: 'errors.forbidden' } });
  });

  it('words a network failure as one, not by the HTTP library’s code, and an answer outside the contract as unreadable', async () => {
    let malformed = false;
    const { store, flush, futures } = setup(async () => {
      if (malformed) return { balance: null };
      throw new ApiError({ kind: 'network', code: 'ERR_NETWORK', messageKey: 'errors.network' });
    });
    store.dispatch(transferRequested({ amount: '1', direction: 'spotToFutures' }));
    await flush();
    expect(futures().transfer).toEqual({ status: 'refused', refusal: { messageKey: 'errors.network' } });
    malformed = true;
    store.dispatch(transferRequested({ amount: '1', direction: 'spotToFutures' }));
    await flush();
    expect(futures().transfer).toEqual({ status: 'refused', refusal: { messageKey: 'errors.malformed' } });
  });

  it('reads the spot wallet again when the dialog opens, and forgets the last answer', async () => {
    const { store, flush, futures, posts } = setup(async (path) => {
      if (path === TradingPaths.balances) return { account: 'real', balances: [{ asset: 'USDT', available: '2500.25', frozen: '0' }] };
      throw new ApiError({ kind: 'envelope', code: '33010' });
    });
    store.dispatch(transferRequested({ amount: '1', direction: 'spotToFutures' }));
    await flush();
    expect(futures().transfer.status).toBe('refused');
    store.dispatch(transferDialogOpened());
    await flush();
    expect(posts.at(-1)).toEqual([TradingPaths.balances, {}]);
    expect(store.getState().user.balances).toEqual([{ coin: 'USDT', available: '2500.25', frozen: '0' }]);
    expect(futures().transfer).toEqual({ status: 'idle' });
  });

  it('keeps the spot wallet it had when reading it again fails, and still transfers afterwards', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { store, flush, futures } = setup(async (path) => {
      if (path === TradingPaths.balances) throw new ApiError({ kind: 'network', messageKey: 'errors.network' });
      return TRANSFERRED;
    });
    store.dispatch(balancesLoaded([{ coin: 'USDT', available: '7', frozen: '0' }]));
    store.dispatch(transferDialogOpened());
    await flush();
    expect(store.getState().user.balances).toEqual([{ coin: 'USDT', available: '7', frozen: '0' }]);
    expect(warn).toHaveBeenCalledWith("the gateway's spot balances failed", expect.any(ApiError));
    store.dispatch(transferRequested({ amount: '1', direction: 'spotToFutures' }));
    await flush();
    expect(futures().transfer.status).toBe('done');
  });

  it('adds USDT to a spot wallet that held none, and leaves the other coins as they were', () => {
    expect(withSpotUsdt([{ coin: 'BTC', available: '1', frozen: '0' }], '5')).toEqual([
      { coin: 'BTC', available: '1', frozen: '0' },
      { coin: 'USDT', available: '5', frozen: '0' },
    ]);
  });

  it('reads no code from a failure that is not an error object', () => {
    expect(transferRefusalOf(undefined)).toEqual({ messageKey: 'errors.unknown' });
    // Fields of the wrong type are not taken: a numeric code, a non-text message, values that are no record.
    expect(transferRefusalOf({ kind: 'envelope', code: 33010, serverMessage: 7, messageKey: 3, values: 'wait' })).toEqual({ messageKey: 'errors.unknown' });
    expect(transferRefusalOf({ kind: 'envelope', values: null })).toEqual({ messageKey: 'errors.unknown' });
    expect(transferRefusalOf({ kind: 'http', status: 429, messageKey: 'errors.rateLimitedSeconds', values: { wait: 3 } })).toEqual({
      messageKey: 'errors.rateLimitedSeconds',
      values: { wait: 3 },
    });
  });
});

describe('liquidations', () => {
  it('loads the first page with the futures account', async () => {
    const { flush, futures, posts } = setup(
      async (path) => {
        if (path === FuturesPaths.liquidations) return { liquidations: [LIQUIDATION], next: '7' };
        if (path === FuturesPaths.fundingHistory) return { payments: [], next: null };
        if (path === FuturesPaths.positions) return { account: 'real', positions: [], settings: [] };
        return { account: 'real', balance: BALANCE };
      },
      (market) =>
        (function* () {
          yield call(loadFuturesAccount, market, 'first');
        })(),
    );
    await flush();
    expect(posts.find(([path]) => path === FuturesPaths.liquidations)?.[1]).toEqual({ limit: 20 });
    expect(futures().account.liquidations).toEqual([LIQUIDATION]);
    expect(futures().account.liquidationsNext).toBe('7');
  });

  it('asks for the next page from the cursor and appends it, newest first; a failure keeps the cursor', async () => {
    let fail = false;
    const older = { ...LIQUIDATION, id: '3', time: 1000 };
    const { store, posts, flush, futures } = setup(async () => {
      if (fail) throw new ApiError({ kind: 'network', messageKey: 'errors.network' });
      return { liquidations: [older], next: null };
    });
    store.dispatch(liquidationsLoaded({ liquidations: [LIQUIDATION], next: '7', append: false }));
    store.dispatch(liquidationsPageRequested());
    expect(futures().account.liquidationsLoading).toBe(true);
    await flush();
    expect(posts).toEqual([[FuturesPaths.liquidations, { limit: 20, cursor: '7' }]]);
    expect(futures().account.liquidations.map((record) => record.id)).toEqual(['7', '3']);
    expect(futures().account.liquidationsNext).toBeNull();
    expect(futures().account.liquidationsLoading).toBe(false);

    store.dispatch(liquidationsLoaded({ liquidations: [LIQUIDATION], next: '7', append: false }));
    fail = true;
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    store.dispatch(liquidationsPageRequested());
    await flush();
    expect(futures().account.liquidationsNext).toBe('7');
    expect(futures().account.liquidationsLoading).toBe(false);
    expect(futures().account.liquidations).toEqual([LIQUIDATION]);
  });

  it('asks the first page of liquidations without a cursor and replaces the rows with it', async () => {
    const older = { ...LIQUIDATION, id: '3', time: 1000 };
    const { store, posts, flush, futures } = setup(async () => ({ liquidations: [LIQUIDATION], next: null }));
    store.dispatch(liquidationsLoaded({ liquidations: [older], next: null, append: false }));
    store.dispatch(liquidationsPageRequested());
    await flush();
    expect(posts).toEqual([[FuturesPaths.liquidations, { limit: 20 }]]);
    expect(futures().account.liquidations).toEqual([LIQUIDATION]);
  });

  it('keeps the liquidations when a page answers outside the contract, and says which page failed', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { store, flush, futures } = setup(async () => ({ liquidations: 'none', next: null }));
    store.dispatch(liquidationsLoaded({ liquidations: [LIQUIDATION], next: '7', append: false }));
    store.dispatch(liquidationsPageRequested());
    await flush();
    expect(futures().account.liquidations).toEqual([LIQUIDATION]);
    expect(futures().account.liquidationsNext).toBe('7');
    expect(warn).toHaveBeenCalledWith('the next page of liquidations could not be loaded', expect.objectContaining({ kind: 'malformed' }));
  });

  it('takes only the latest page of liquidations asked for', async () => {
    let release: (value: unknown) => void = () => {};
    let calls = 0;
    const { store, flush, futures } = setup(() =>
      ++calls === 1 ? new Promise((resolve) => (release = resolve)) : Promise.resolve({ liquidations: [LIQUIDATION], next: null }),
    );
    store.dispatch(liquidationsPageRequested());
    store.dispatch(liquidationsPageRequested());
    await flush();
    release({ liquidations: [{ ...LIQUIDATION, id: '3' }], next: '3' });
    await flush();
    expect(futures().account.liquidations).toEqual([LIQUIDATION]);
    expect(futures().account.liquidationsNext).toBeNull();
  });

  it('announces a liquidation the stream reports with a notice naming the symbol and side, once per record', async () => {
    const { store, flush, futures } = setup(async () => null);
    store.dispatch(liquidationsLoaded({ liquidations: [LIQUIDATION], next: null, append: false }));
    store.dispatch(futuresBatchReceived({ positions: [], funding: [], liquidations: [] }));
    await flush();
    expect(store.getState().toasts.items).toEqual([]);
    store.dispatch(futuresBatchReceived({ positions: [], funding: [], liquidations: [LIQUIDATION, { ...LIQUIDATION, id: '8', side: 'SHORT', symbol: 'ETHUSDT', time: LIQUIDATION.time + 1000 }] }));
    await flush();
    expect(store.getState().toasts.items.map(({ kind, messageKey, values }) => ({ kind, messageKey, values }))).toEqual([
      { kind: 'notification', messageKey: 'futuresOrders.liquidations.liquidatedLong', values: { symbol: 'BTCUSDT' } },
      { kind: 'notification', messageKey: 'futuresOrders.liquidations.liquidatedShort', values: { symbol: 'ETHUSDT' } },
    ]);
    // The record the page already held shows once.
    expect(futures().account.liquidations.map((record) => record.id)).toEqual(['8', '7']);
  });
});

describe('funding payments and liquidations read again after a reconnect', () => {
  const payment = (id: string, time: number): FundingPayment => ({
    id, account: 'real', symbol: 'BTCUSDT', side: 'LONG', size: '0.1', markPrice: '60000', fundingRate: '0.0001', amount: '-0.6', asset: 'USDT', time,
  });
  const record = (id: string, time: number) => ({ ...LIQUIDATION, id, time });
  const POSITIONS = { account: 'real', positions: [], settings: [] };

  function reconnect(pages: { funding: () => Promise<unknown>; liquidations: () => Promise<unknown> }, which: FuturesPages = 'again') {
    return setup(
      async (path) => {
        if (path === FuturesPaths.fundingHistory) return pages.funding();
        if (path === FuturesPaths.liquidations) return pages.liquidations();
        if (path === FuturesPaths.positions) return POSITIONS;
        return { account: 'real', balance: BALANCE };
      },
      (market) =>
        (function* () {
          yield take('test/reconnected');
          yield call(loadFuturesAccount, market, which);
        })(),
    );
  }

  it('merges the first pages into what is held: each row once, newest first, the older pages and their cursor kept', async () => {
    const { store, flush, futures, posts } = reconnect({
      funding: async () => ({ payments: [payment('12', 3000), payment('11', 2000)], next: '11' }),
      liquidations: async () => ({ liquidations: [record('9', 3000), record('7', 2000)], next: '7' }),
    });
    // Held: a first page and the page after it, then nothing more to load.
    store.dispatch(fundingLoaded({ payments: [payment('11', 2000), payment('10', 1000)], next: null, append: false }));
    store.dispatch(liquidationsLoaded({ liquidations: [record('7', 2000), record('3', 1000)], next: null, append: false }));
    store.dispatch({ type: 'test/reconnected' });
    await flush();
    expect(posts.map(([path]) => path)).toEqual([FuturesPaths.positions, FuturesPaths.balance, FuturesPaths.fundingHistory, FuturesPaths.liquidations]);
    expect(futures().account.funding.map((row) => row.id)).toEqual(['12', '11', '10']);
    expect(futures().account.fundingNext).toBeNull();
    expect(futures().account.liquidations.map((row) => row.id)).toEqual(['9', '7', '3']);
    expect(futures().account.liquidationsNext).toBeNull();
  });

  it('starts the list again from a page that does not reach the held rows, so paging leaves no hole', async () => {
    const { store, flush, futures } = reconnect({
      funding: async () => ({ payments: [payment('40', 5000), payment('39', 4000)], next: '39' }),
      liquidations: async () => ({ liquidations: [], next: null }),
    });
    store.dispatch(fundingLoaded({ payments: [payment('11', 2000)], next: null, append: false }));
    store.dispatch(liquidationsLoaded({ liquidations: [record('7', 2000)], next: null, append: false }));
    store.dispatch({ type: 'test/reconnected' });
    await flush();
    expect(futures().account.funding.map((row) => row.id)).toEqual(['40', '39']);
    expect(futures().account.fundingNext).toBe('39');
    // An empty history page reaches everything held: nothing is lost.
    expect(futures().account.liquidations.map((row) => row.id)).toEqual(['7']);
  });

  it('keeps what is held when a page answers outside the contract', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { store, flush, futures } = reconnect({
      funding: async () => ({ payments: [{ id: '12' }], next: null }),
      liquidations: async () => ({ liquidations: 'none', next: null }),
    });
    store.dispatch(fundingLoaded({ payments: [payment('11', 2000)], next: '11', append: false }));
    store.dispatch(liquidationsLoaded({ liquidations: [record('7', 2000)], next: '7', append: false }));
    store.dispatch({ type: 'test/reconnected' });
    await flush();
    expect([futures().account.funding.map((row) => row.id), futures().account.fundingNext]).toEqual([['11'], '11']);
    expect([futures().account.liquidations.map((row) => row.id), futures().account.liquidationsNext]).toEqual([['7'], '7']);
  });

  it('keeps what is held when a page fails, and still reads the other', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { store, flush, futures } = reconnect({
      funding: async () => {
        throw new ApiError({ kind: 'network', messageKey: 'errors.network' });
      },
      liquidations: async () => ({ liquidations: [record('9', 3000), record('7', 2000)], next: '7' }),
    });
    store.dispatch(fundingLoaded({ payments: [payment('11', 2000)], next: '11', append: false }));
    store.dispatch(liquidationsLoaded({ liquidations: [record('7', 2000)], next: null, append: false }));
    store.dispatch({ type: 'test/reconnected' });
    await flush();
    expect(futures().account.funding.map((row) => row.id)).toEqual(['11']);
    expect(futures().account.fundingNext).toBe('11');
    expect(futures().account.liquidations.map((row) => row.id)).toEqual(['9', '7']);
    expect(warn).toHaveBeenCalledWith("the gateway's funding payments failed", expect.any(ApiError));
  });

  it('reads no pages after the trader\'s own order', async () => {
    const { store, flush, posts } = reconnect({ funding: async () => ({ payments: [], next: null }), liquidations: async () => ({ liquidations: [], next: null }) }, 'none');
    store.dispatch({ type: 'test/reconnected' });
    await flush();
    expect(posts.map(([path]) => path)).toEqual([FuturesPaths.positions, FuturesPaths.balance]);
  });
});

describe('the notice of a liquidation the stream missed while it was down', () => {
  const record = (id: string, time: number, side: 'LONG' | 'SHORT' = 'LONG') => ({ ...LIQUIDATION, id, time, side });
  const POSITIONS = { account: 'real', positions: [], settings: [] };
  const notices = (store: ReturnType<typeof setup>['store']) =>
    store.getState().toasts.items.map(({ kind, messageKey, values }) => [kind, messageKey, values?.['symbol']]);

  /** A tab whose saga reads the pages as `which` says each time `test/read` is dispatched. */
  function tab(liquidations: () => Promise<unknown>, which: FuturesPages = 'again') {
    return setup(
      async (path) => {
        if (path === FuturesPaths.liquidations) return liquidations();
        if (path === FuturesPaths.fundingHistory) return { payments: [], next: null };
        if (path === FuturesPaths.positions) return POSITIONS;
        return { account: 'real', balance: BALANCE };
      },
      (market) =>
        (function* () {
          yield fork(futuresAccountSaga, market);
          for (;;) {
            yield take('test/read');
            yield call(loadFuturesAccount, market, which);
          }
        })(),
    );
  }

  it('tells a liquidation the reconnect read finds that the tab did not hold, once, like a streamed one', async () => {
    let page = { liquidations: [record('7', 2000)], next: null };
    const { store, flush, futures, storage } = tab(async () => page);
    store.dispatch(liquidationsLoaded({ liquidations: [record('7', 2000)], next: null, append: false }));
    page = { liquidations: [record('9', 4000, 'SHORT'), record('8', 3000), record('7', 2000)], next: null };
    store.dispatch({ type: 'test/read' });
    await flush();
    // Oldest first; the record the tab held is not told.
    expect(notices(store)).toEqual([
      ['notification', 'futuresOrders.liquidations.liquidatedLong', 'BTCUSDT'],
      ['notification', 'futuresOrders.liquidations.liquidatedShort', 'BTCUSDT'],
    ]);
    expect(futures().account.liquidations.map((row) => row.id)).toEqual(['9', '8', '7']);
    expect(storage.read('futures-liquidations-known', [])).toEqual(['9', '8', '7']);
    // A second reconnect reading the same page tells nothing more.
    store.dispatch({ type: 'test/read' });
    await flush();
    expect(notices(store)).toHaveLength(2);
  });

  it('tells nothing another tab of the browser already told, from the stream or from its own reconnect read', async () => {
    const page = { liquidations: [record('9', 4000), record('7', 2000)], next: null };
    const other = tab(async () => page);
    other.store.dispatch(futuresBatchReceived({ positions: [], funding: [], liquidations: [record('9', 4000)] }));
    await other.flush();
    expect(notices(other.store)).toHaveLength(1);
    const { store, flush, storage } = tab(async () => page);
    // Both tabs of one browser share its storage.
    storage.write('futures-liquidations-known', other.storage.read('futures-liquidations-known', []));
    store.dispatch(liquidationsLoaded({ liquidations: [record('7', 2000)], next: null, append: false }));
    store.dispatch({ type: 'test/read' });
    await flush();
    expect(notices(store)).toEqual([]);
  });

  it('tells nothing after a reload: the first page is history, and the reconnect after it finds it known', async () => {
    const page = { liquidations: [record('9', 4000), record('8', 3000)], next: null };
    const first = tab(async () => page, 'first');
    first.store.dispatch({ type: 'test/read' });
    await first.flush();
    expect(notices(first.store)).toEqual([]);
    expect(first.futures().account.liquidations.map((row) => row.id)).toEqual(['9', '8']);
    // The same browser's storage after a reload, with a tab that held nothing yet when its stream came back.
    const reloaded = tab(async () => page);
    reloaded.storage.write('futures-liquidations-known', first.storage.read('futures-liquidations-known', []));
    reloaded.store.dispatch(liquidationsLoaded({ liquidations: [], next: null, append: false }));
    reloaded.store.dispatch({ type: 'test/read' });
    await reloaded.flush();
    expect(notices(reloaded.store)).toEqual([]);
  });

  it('takes the page as history when no first page had arrived, rather than telling the whole list', async () => {
    const { store, flush, storage } = tab(async () => ({ liquidations: [record('9', 4000), record('8', 3000)], next: null }));
    store.dispatch({ type: 'test/read' });
    await flush();
    expect(notices(store)).toEqual([]);
    expect(storage.read('futures-liquidations-known', [])).toEqual(['9', '8']);
  });

  it('tells nothing and remembers nothing when the read fails or answers outside the contract; the next read tells it', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    let answer: () => Promise<unknown> = async () => {
      throw new ApiError({ kind: 'network', messageKey: 'errors.network' });
    };
    const { store, flush, futures, storage } = tab(() => answer());
    store.dispatch(liquidationsLoaded({ liquidations: [record('7', 2000)], next: null, append: false }));
    store.dispatch({ type: 'test/read' });
    await flush();
    answer = async () => ({ liquidations: [{ id: '9', symbol: 'BTCUSDT' }], next: null });
    store.dispatch({ type: 'test/read' });
    await flush();
    expect(notices(store)).toEqual([]);
    expect(futures().account.liquidations.map((row) => row.id)).toEqual(['7']);
    expect(storage.readRaw('futures-liquidations-known')).toBeNull();
    expect(warn).toHaveBeenCalledWith("the gateway's liquidations failed", expect.any(ApiError));
    answer = async () => ({ liquidations: [record('9', 4000), record('7', 2000)], next: null });
    store.dispatch({ type: 'test/read' });
    await flush();
    expect(notices(store)).toEqual([['notification', 'futuresOrders.liquidations.liquidatedLong', 'BTCUSDT']]);
  });

  it('reads a corrupt memory of known liquidations as empty, and writes it anew', async () => {
    const { store, flush, storage } = tab(async () => ({ liquidations: [record('9', 4000)], next: null }));
    storage.write('futures-liquidations-known', { '9': true });
    store.dispatch(liquidationsLoaded({ liquidations: [], next: null, append: false }));
    store.dispatch({ type: 'test/read' });
    await flush();
    expect(notices(store)).toHaveLength(1);
    expect(storage.read('futures-liquidations-known', [])).toEqual(['9']);
  });
});

describe('the notice of a liquidation that happened while no tab was open', () => {
  const record = (id: string, time: number, side: 'LONG' | 'SHORT' = 'LONG') => ({ ...LIQUIDATION, id, time, side });
  const KEYS = ['futures-liquidations-known', 'futures-liquidations-seen'];
  const notices = (store: ReturnType<typeof setup>['store']) =>
    store.getState().toasts.items.map(({ messageKey, values }) => [messageKey, values?.['symbol']]);

  /** A workspace that opens (reads the first pages) each time `test/open` is dispatched. */
  function workspace(page: () => unknown, before?: ReturnType<typeof setup>) {
    const opened = setup(
      async (path) => {
        if (path === FuturesPaths.liquidations) return page();
        if (path === FuturesPaths.fundingHistory) return { payments: [], next: null };
        if (path === FuturesPaths.positions) return { account: 'real', positions: [], settings: [] };
        return { account: 'real', balance: BALANCE };
      },
      (market) =>
        (function* () {
          yield fork(futuresAccountSaga, market);
          for (;;) {
            yield take('test/open');
            yield call(loadFuturesAccount, market, 'first');
          }
        })(),
    );
    // The same browser, later: its local storage is what the earlier tab left.
    if (before) for (const key of KEYS) if (before.storage.readRaw(key) !== null) opened.storage.write(key, before.storage.read(key, null));
    return opened;
  }
  async function open(tab: ReturnType<typeof setup>) {
    tab.store.dispatch({ type: 'test/open' });
    await tab.flush();
  }

  it('tells, when the workspace opens, the liquidations newer than the newest this browser had seen, oldest first', async () => {
    const first = workspace(() => ({ liquidations: [record('8', 3000)], next: null }));
    await open(first);
    expect(notices(first.store)).toEqual([]);
    expect(first.storage.read('futures-liquidations-seen', {})).toEqual({ '10000001/real': 3000 });
    const later = workspace(() => ({ liquidations: [record('10', 5000), record('9', 4000, 'SHORT'), record('8', 3000)], next: null }), first);
    await open(later);
    expect(notices(later.store)).toEqual([
      ['futuresOrders.liquidations.liquidatedShort', 'BTCUSDT'],
      ['futuresOrders.liquidations.liquidatedLong', 'BTCUSDT'],
    ]);
    expect(later.storage.read('futures-liquidations-seen', {})).toEqual({ '10000001/real': 5000 });
    // Opened again with nothing new: nothing told twice.
    const again = workspace(() => ({ liquidations: [record('10', 5000), record('9', 4000), record('8', 3000)], next: null }), later);
    await open(again);
    expect(notices(again.store)).toEqual([]);
  });

  it('marks an account read by an empty page, so its first liquidation ever is told at the next opening', async () => {
    const first = workspace(() => ({ liquidations: [], next: null }));
    await open(first);
    expect(first.storage.read('futures-liquidations-seen', {})).toEqual({ '10000001/real': 0 });
    // No ids to remember: the known ids are not written at all.
    expect(first.storage.readRaw('futures-liquidations-known')).toBeNull();
    const later = workspace(() => ({ liquidations: [record('9', 4000)], next: null }), first);
    await open(later);
    expect(notices(later.store)).toEqual([['futuresOrders.liquidations.liquidatedLong', 'BTCUSDT']]);
  });

  it('tells nothing of the history of an account this browser never read: a first visit, another user, the paper account', async () => {
    const page = { liquidations: [record('9', 4000), record('8', 3000)], next: null };
    const firstVisit = workspace(() => page);
    await open(firstVisit);
    expect(notices(firstVisit.store)).toEqual([]);
    const otherUser = workspace(() => ({ liquidations: [record('21', 9000)], next: null }), firstVisit);
    otherUser.store.dispatch(userInfoLoaded({ userId: '20000002' } as never));
    await open(otherUser);
    expect(notices(otherUser.store)).toEqual([]);
    const paper = workspace(() => ({ liquidations: [record('31', 9500)], next: null }), otherUser);
    paper.store.dispatch(simulationMirrored(true));
    await open(paper);
    expect(notices(paper.store)).toEqual([]);
    expect(paper.storage.read('futures-liquidations-seen', {})).toEqual({ '10000001/real': 4000, '20000002/real': 9000, '10000001/paper': 9500 });
  });

  it('does not tell again at the next opening a liquidation a tab told from the stream', async () => {
    const first = workspace(() => ({ liquidations: [], next: null }));
    await open(first);
    first.store.dispatch(futuresBatchReceived({ positions: [], funding: [], liquidations: [record('9', 4000)] }));
    await first.flush();
    expect(notices(first.store)).toHaveLength(1);
    expect(first.storage.read('futures-liquidations-seen', {})).toEqual({ '10000001/real': 4000 });
    const later = workspace(() => ({ liquidations: [record('9', 4000)], next: null }), first);
    await open(later);
    expect(notices(later.store)).toEqual([]);
  });

  it('tells nothing and notes no account before the user is known', async () => {
    const tab = workspace(() => ({ liquidations: [record('9', 4000)], next: null }));
    tab.storage.write('futures-liquidations-seen', { '10000001/real': 1000 });
    tab.store.dispatch(userCleared());
    await open(tab);
    expect(notices(tab.store)).toEqual([]);
    expect(tab.storage.read('futures-liquidations-seen', {})).toEqual({ '10000001/real': 1000 });
    expect(tab.storage.read('futures-liquidations-known', [])).toEqual(['9']);
  });

  it('reads a corrupt memory of seen times as none (history only), and writes it anew', async () => {
    const tab = workspace(() => ({ liquidations: [record('9', 4000)], next: null }));
    tab.storage.write('futures-liquidations-seen', { '10000001/real': 'yesterday' });
    await open(tab);
    expect(notices(tab.store)).toEqual([]);
    expect(tab.storage.read('futures-liquidations-seen', {})).toEqual({ '10000001/real': 4000 });
  });
});
