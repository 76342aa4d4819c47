import { marketStreamSaga } from '../../sagas/market-stream.saga';
import { ordersSaga } from '../../sagas/orders.saga';
import { STORAGE_KEYS } from '../../src/core/storage';
import {
  klineIntervalChosen,
  orderCancelRequested,
  orderPlaceRequested,
  streamStarted,
  streamStopped,
} from '../../store/trading.actions';
import { balancesLoaded, userInfoLoaded } from '../../store/user.slice';
import { selectBalanceMap, selectBook, selectOrders, selectRecentTrades, selectStreamStatus } from '../../store/trading.selectors';
import { fakeApi, fakeBrowser } from '../support/saga-fakes';
import { fakeMarket } from './support/fake-market';
import { order, trade } from './support/trading-rows';
import { settle, tradingStore } from './support/trading-store';

function setup(options: { loggedIn?: boolean; paper?: boolean } = {}) {
  const market = fakeMarket();
  const { store, storage } = tradingStore(market, [marketStreamSaga, ordersSaga], options);
  return { store, market, storage };
}

const depth = (U: number, u: number, price: string) => ({
  op: 'data', channel: 'depth:BTCUSDT', kind: 'depth', data: { symbol: 'BTCUSDT', U, u, bids: [[price, '1']], asks: [], time: 1 },
});

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('market stream saga', () => {
  it('puts a burst of frames into the store as one update at the next animation frame', async () => {
    const { store, market } = setup();
    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m' }));
    market.socket({ type: 'SOCKET.OPEN' });
    await settle();
    market.paint();
    expect(selectBook(store.getState())?.lastUpdateId).toBe(10);

    const updates = jest.fn();
    const unsubscribe = store.subscribe(updates);
    for (let u = 11; u <= 30; u++) market.socket({ type: 'SOCKET.FRAME', frame: depth(u, u, String(97000 + u)) });
    market.socket({ type: 'SOCKET.FRAME', frame: { op: 'data', channel: 'trades:BTCUSDT', kind: 'trades', data: [trade('7'), trade('8')] } });
    expect(updates).not.toHaveBeenCalled();
    market.paint();
    await settle();
    unsubscribe();
    expect(updates).toHaveBeenCalledTimes(1);
    const book = selectBook(store.getState());
    expect(book?.lastUpdateId).toBe(30);
    expect(book?.bids[0]).toEqual(['97030', '1']);
    expect(selectRecentTrades(store.getState()).map((entry) => entry.tradeId)).toEqual(['8', '7', '6', '5']);
    expect(selectStreamStatus(store.getState())).toBe('live');
  });

  it('shows no book while it is not trusted (after a gap, until the new snapshot)', async () => {
    const { store, market } = setup();
    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m' }));
    market.socket({ type: 'SOCKET.OPEN' });
    await settle();
    market.paint();
    market.socket({ type: 'SOCKET.FRAME', frame: depth(12, 12, '1') });
    market.paint();
    expect(selectBook(store.getState())).toBeNull();
    market.book.lastUpdateId = 12;
    await jest.advanceTimersByTimeAsync(1_000);
    market.paint();
    expect(selectBook(store.getState())?.lastUpdateId).toBe(12);
  });

  it('reads the account by REST and subscribes the paper account\'s private channels in paper mode', async () => {
    const { store, market } = setup({ loggedIn: true, paper: true });
    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m' }));
    market.socket({ type: 'SOCKET.OPEN' });
    await settle();
    expect(market.inputs[0]).toMatchObject({ account: 'paper', privateChannels: true });
    expect(market.sent.at(-1)).toMatchObject({ op: 'subscribe', account: 'paper', channels: ['orders', 'fills', 'balances'] });
    expect(market.calls).toEqual(expect.arrayContaining(['/v1/order/open', '/v1/asset/balances', '/v1/order/history', '/v1/order/fills']));
    expect(selectOrders(store.getState())?.open.map((entry) => entry.orderId)).toEqual(['1']);
    expect(selectBalanceMap(store.getState()).USDT?.available).toBe('1000');
  });

  it('asks nothing of the account without a session', async () => {
    const { store, market } = setup();
    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m' }));
    await settle();
    expect(market.calls.filter((path) => path.startsWith('/v1/order') || path.startsWith('/v1/asset'))).toEqual([]);
  });

  it('re-reads trades, candles, open orders and balances after a reconnect', async () => {
    const { store, market } = setup({ loggedIn: true });
    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m' }));
    market.socket({ type: 'SOCKET.OPEN' });
    await settle();
    market.calls.length = 0;
    market.socket({ type: 'SOCKET.CLOSED' });
    await jest.advanceTimersByTimeAsync(1_000);
    market.socket({ type: 'SOCKET.OPEN' });
    market.paint();
    await settle();
    expect(market.calls).toEqual(expect.arrayContaining(['/v1/market/trades', '/v1/market/klines', '/v1/order/open', '/v1/asset/balances']));
  });

  const SESSION_ENDED = { op: 'error', code: '32004', msg: 'session ended' };

  /** A live stream of a session (or of a visitor) whose user-info call finds nobody: the gateway forgot the session. */
  async function liveStream(loggedIn: boolean) {
    const market = fakeMarket();
    const api = fakeApi({ fetchUserInfo: () => Promise.resolve(null) });
    const browser = fakeBrowser();
    const { store } = tradingStore(market, [marketStreamSaga], { loggedIn, context: { api: api.api, browser: browser.browser } });
    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m' }));
    market.socket({ type: 'SOCKET.OPEN' });
    await settle();
    const sessionEnded = () => {
      market.socket({ type: 'SOCKET.FRAME', frame: SESSION_ENDED });
      market.paint();
    };
    return { store, api, browser, sessionEnded };
  }

  it("on the gateway's 'session ended' asks who the browser is, and logs a session the gateway no longer knows out", async () => {
    const { api, browser, sessionEnded } = await liveStream(true);
    expect(api.calls['fetchUserInfo']).toBeUndefined();
    sessionEnded();
    await settle();
    expect(api.calls['fetchUserInfo']).toBe(1);
    expect(browser.record.opened).toEqual(['/login?from=%2Fspot%2FBTCUSDT']);
  });

  it("finishes what a 'session ended' started when the page stops the stream meanwhile (the account it changes restarts it)", async () => {
    const { store, browser, sessionEnded } = await liveStream(true);
    sessionEnded();
    store.dispatch(streamStopped());
    await settle();
    expect(browser.record.opened).toEqual(['/login?from=%2Fspot%2FBTCUSDT']);
  });

  it("an anonymous visitor's stream asks nothing on a 'session ended' (it holds no session to lose)", async () => {
    const { api, browser, sessionEnded } = await liveStream(false);
    sessionEnded();
    await settle();
    expect(api.calls['fetchUserInfo']).toBeUndefined();
    expect(browser.record.opened).toEqual([]);
  });

  it('re-reads the futures positions, wallet, open orders, funding payments and liquidations after a reconnect', async () => {
    const { store, market } = setup({ loggedIn: true });
    const liquidation = (id: string, time: number) => ({
      id, account: 'real', symbol: 'BTCUSDT', side: 'LONG', size: '0.001', entryPrice: '97000', markPrice: '87000.1', price: '86990.5',
      marginMode: 'ISOLATED', marginLost: '9.7', insuranceFundCover: '0', time,
    });
    const balance = { asset: 'USDT', walletBalance: '10', availableBalance: '10', positionMargin: '0', orderMargin: '0', unrealizedPnl: '0', marginBalance: '10', maintenanceMargin: '0', marginRatio: '0' };
    Object.assign(market.answers, {
      '/v1/futures/order/open': () => ({ orders: [] }),
      '/v1/futures/account/positions': () => ({ account: 'real', positions: [], settings: [] }),
      '/v1/futures/account/balance': () => ({ account: 'real', balance }),
      '/v1/futures/account/funding': () => ({ payments: [], next: null }),
      '/v1/futures/account/liquidations': () => ({ liquidations: [liquidation('7', 2000)], next: null }),
    });
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m', market: 'futures' }));
    // A perpetual's stream starts once its side of the contract is in.
    await settle();
    market.socket({ type: 'SOCKET.OPEN' });
    await settle();
    market.calls.length = 0;
    market.socket({ type: 'SOCKET.CLOSED' });
    // What the private channels missed while the socket was down only these pages can tell (futures-account.saga.test.ts
    // shows how they merge into what is held).
    await jest.advanceTimersByTimeAsync(1_000);
    market.socket({ type: 'SOCKET.OPEN' });
    market.paint();
    await settle();
    expect(market.calls).toEqual(
      expect.arrayContaining(['/v1/futures/order/open', '/v1/futures/account/positions', '/v1/futures/account/balance', '/v1/futures/account/funding', '/v1/futures/account/liquidations']),
    );
  });

  it('takes order and balance updates from the private channels', async () => {
    const { store, market } = setup({ loggedIn: true });
    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m' }));
    market.socket({ type: 'SOCKET.OPEN' });
    await settle();
    market.socket({ type: 'SOCKET.FRAME', frame: { op: 'data', channel: 'orders', kind: 'orders', data: order('1', 'filled', 5) } });
    market.socket({ type: 'SOCKET.FRAME', frame: { op: 'data', channel: 'balances', kind: 'balances', data: [{ asset: 'BTC', available: '0.01', frozen: '0' }] } });
    market.paint();
    const orders = selectOrders(store.getState());
    expect(orders?.open).toEqual([]);
    expect(orders?.history[0]?.status).toBe('filled');
    expect(selectBalanceMap(store.getState())).toMatchObject({ BTC: { available: '0.01' }, USDT: { available: '1000' } });
    // The header's wallet is the same ledger: the read gave it whole, the frame changed one coin of it.
    expect(store.getState().user.balances).toEqual([
      { coin: 'USDT', available: '1000', frozen: '900' },
      { coin: 'BTC', available: '0.01', frozen: '0' },
    ]);
  });

  it('leaves the header\'s wallet alone for a balance frame of the account a sub-account switch just left', async () => {
    const { store, market } = setup({ loggedIn: true });
    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m' }));
    market.socket({ type: 'SOCKET.OPEN' });
    await settle();
    // The session moved to the sub-account and its wallet was read; the page has not restarted the stream yet.
    store.dispatch(userInfoLoaded({ ...store.getState().user.info!, userId: '10000002' }));
    store.dispatch(balancesLoaded([{ coin: 'USDT', available: '5', frozen: '0' }]));
    market.socket({ type: 'SOCKET.FRAME', frame: { op: 'data', channel: 'balances', kind: 'balances', data: [{ asset: 'USDT', available: '999', frozen: '0' }] } });
    market.paint();
    await settle();
    expect(store.getState().user.balances).toEqual([{ coin: 'USDT', available: '5', frozen: '0' }]);
  });

  it('saves a chosen kline interval, moves the subscription and loads its candles', async () => {
    const { store, market, storage } = setup();
    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m' }));
    market.socket({ type: 'SOCKET.OPEN' });
    await settle();
    market.calls.length = 0;
    store.dispatch(klineIntervalChosen('4h'));
    await settle();
    expect(storage.read(STORAGE_KEYS.klineInterval, 0)).toBe(240);
    expect(market.sent.at(-1)).toEqual({ op: 'subscribe', channels: ['kline:BTCUSDT:4h'] });
    expect(market.calls).toEqual(['/v1/market/klines']);
  });

  it('closes the socket when the page stops the stream', async () => {
    const { store, market } = setup();
    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m' }));
    await settle();
    expect(market.hasSocket()).toBe(true);
    store.dispatch(streamStopped());
    await settle();
    expect(market.hasSocket()).toBe(false);
  });
});

describe('orders saga', () => {
  it('places with a client order id and shows the answer; the order joins the open orders', async () => {
    const { store, market } = setup({ loggedIn: true });
    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m' }));
    await settle();
    market.calls.length = 0;
    market.answers['/v1/order/open'] = () => ({ orders: [order('2', 'new'), order('1', 'new')] });
    store.dispatch(orderPlaceRequested({ symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '90000', qty: '0.01' }));
    expect(selectOrders(store.getState())?.placement).toEqual({ status: 'submitting' });
    await settle();
    const orders = selectOrders(store.getState());
    expect(orders?.placement).toMatchObject({ status: 'answered', order: { orderId: '2', clientOrderId: 'client-1' } });
    expect(orders?.open.map((entry) => entry.orderId)).toEqual(['2', '1']);
    // The account is read again after a placement, in case the private channels are late or down.
    expect(market.calls).toEqual(['/v1/order/place', '/v1/order/open', '/v1/asset/balances']);
  });

  it('shows a refusal by the gateway\'s code', async () => {
    const { store, market } = setup({ loggedIn: true });
    market.answers['/v1/order/place'] = () => Object.assign(new Error('refused'), { kind: 'business', code: '31006' });
    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m' }));
    await settle();
    store.dispatch(orderPlaceRequested({ symbol: 'BTCUSDT', side: 'buy', type: 'market', qty: '0.01' }));
    await settle();
    expect(selectOrders(store.getState())?.placement).toEqual({ status: 'refused', refusal: { code: '31006' } });
  });

  it('treats an answer outside the contract as a failure, not as an order', async () => {
    const { store, market } = setup({ loggedIn: true });
    market.answers['/v1/order/place'] = () => ({ order: { orderId: 2 } });
    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m' }));
    await settle();
    store.dispatch(orderPlaceRequested({ symbol: 'BTCUSDT', side: 'buy', type: 'market', qty: '0.01' }));
    await settle();
    expect(selectOrders(store.getState())?.placement).toEqual({ status: 'refused', refusal: { messageKey: 'orderAnswers.unreadable' }, clientOrderId: 'client-1' });
  });

  it('cancels an open order: it leaves the open orders and shows as cancelled in history', async () => {
    const { store } = setup({ loggedIn: true });
    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m' }));
    await settle();
    store.dispatch(orderCancelRequested({ symbol: 'BTCUSDT', orderId: '1' }));
    expect(selectOrders(store.getState())?.cancelling).toEqual(['1']);
    await settle();
    const orders = selectOrders(store.getState());
    expect(orders?.open).toEqual([]);
    expect(orders?.cancelling).toEqual([]);
    expect(orders?.history.find((entry) => entry.orderId === '1')?.status).toBe('canceled');
  });
});
