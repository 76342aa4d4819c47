import { closingOrder, futuresSaga } from '../../sagas/futures.saga';
import type { MarketPort } from '../../sagas/ports';
import { makeStore } from '../../src/app/make-store';
import { ApiError } from '../../src/api/errors';
import { APP_FLAVOUR } from '../../src/api/flavours';
import { httpStatusError } from '../../src/api/http-errors';
import { FuturesPaths } from '../../src/core/trading/contract/paths';
import {
  fundingLoaded,
  fundingPageRequested,
  leverageChosen,
  leverageSet,
  liquidationsPageRequested,
  marginModeChosen,
  positionActionAnswered,
  positionCloseRequested,
  positionMarginRequested,
  positionReverseRequested,
  positionTpSlRequested,
  positionUpdated,
  positionsLoaded,
  settingsRefused,
  symbolSettingsSet,
} from '../../store/futures.actions';
import '../../store/futures.reducer';
import '../../store/trading.reducer';
import { FUTURES_BALANCE, POSITION } from '../components/futures/support';
import { fakeContext } from '../support/saga-fakes';
import { deferred, fakeMarket, type Reply } from './support/fake-market';
import { fundingPayment, futuresOrder } from './support/trading-rows';
import { settle, tradingStore } from './support/trading-store';

function setup(answer: (path: string, body: unknown) => Promise<unknown>) {
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
  const { context } = fakeContext();
  const store = makeStore({ context: { ...context, market }, saga: futuresSaga });
  store.dispatch(positionsLoaded({ positions: [POSITION], settings: [] }));
  const flush = async () => {
    for (let i = 0; i < 20; i++) await Promise.resolve();
  };
  const futures = () => (store.getState() as unknown as { futures: { positions: { answers: Record<string, unknown>; bySymbol: Record<string, unknown>; settingsError: unknown } } }).futures.positions;
  return { store, posts, flush, futures };
}

describe('futures saga', () => {
  it('closes with a reduce-only order of the whole size, at market or at a limit, and reverses with twice the size', () => {
    expect(closingOrder(POSITION, {})).toEqual({ symbol: 'BTCUSDT', side: 'sell', type: 'market', qty: '0.1', reduceOnly: true });
    expect(closingOrder({ ...POSITION, side: 'SHORT' }, { price: '99000' })).toEqual({
      symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '99000', timeInForce: 'GTC', qty: '0.1', reduceOnly: true,
    });
    expect(closingOrder(POSITION, { reverse: true })).toEqual({ symbol: 'BTCUSDT', side: 'sell', type: 'market', qty: '0.2' });
  });

  it('sends a reverse as a futures order with a client order id, and reports it done', async () => {
    const { store, posts, flush, futures } = setup(async (path) => {
      if (path === FuturesPaths.place) return { order: {}, fills: [], attached: [], duplicate: false };
      return null;
    });
    store.dispatch(positionReverseRequested({ symbol: 'BTCUSDT' }));
    await flush();
    expect(posts[0]).toEqual([FuturesPaths.place, { symbol: 'BTCUSDT', side: 'sell', type: 'market', qty: '0.2', clientOrderId: 'cid-1' }]);
    // The answer's order is outside the contract: counted as a failure, worded as an unreadable answer.
    expect(futures().answers).toEqual({ BTCUSDT: { action: 'reverse', refusal: { messageKey: 'errors.malformed' }, of: POSITION } });
  });

  it('keeps the gateway code of a refused margin change', async () => {
    const { store, flush, futures } = setup(async () => {
      throw Object.assign(new Error('refused'), { code: '33006' });
    });
    store.dispatch(positionMarginRequested({ symbol: 'BTCUSDT', amount: '5000', direction: 'remove' }));
    await flush();
    expect(futures().answers).toEqual({ BTCUSDT: { action: 'margin', refusal: { code: '33006' }, of: POSITION } });
    expect(futures().bySymbol.BTCUSDT).toEqual(POSITION);
  });

  it('takes the leverage the gateway confirms, with the max notional of its tier, and keeps the text of a failed change', async () => {
    let refuse = false;
    const { store, flush, futures } = setup(async (_path, body) => {
      if (refuse) throw Object.assign(new Error('network'), { kind: 'network' });
      return { symbol: 'BTCUSDT', leverage: (body as { leverage: number }).leverage, maxNotional: '250000' };
    });
    store.dispatch(leverageChosen({ symbol: 'BTCUSDT', leverage: 100 }));
    await flush();
    const state = store.getState() as unknown as { futures: { positions: { settings: Record<string, unknown>; maxNotional: Record<string, string> } } };
    expect(state.futures.positions.settings.BTCUSDT).toEqual({ symbol: 'BTCUSDT', leverage: 100, marginMode: 'CROSS' });
    expect(state.futures.positions.maxNotional.BTCUSDT).toBe('250000');
    refuse = true;
    store.dispatch(leverageChosen({ symbol: 'BTCUSDT', leverage: 5 }));
    await flush();
    expect(futures().settingsError).toEqual({ messageKey: 'errors.network' });
  });

  it('moves the position row to the leverage the gateway set, from the position its answer carries', async () => {
    const repriced = { ...POSITION, leverage: 5, initialMargin: '2000', roe: '0.00', updatedAt: POSITION.updatedAt + 1000 };
    const { store, flush, futures } = setup(async () => ({ symbol: 'BTCUSDT', leverage: 5, maxNotional: '50000000', position: repriced }));
    store.dispatch(leverageChosen({ symbol: 'BTCUSDT', leverage: 5 }));
    await flush();
    expect(futures().bySymbol.BTCUSDT).toEqual(repriced);
  });
});

describe('futures saga: settings, positions and funding pages', () => {
  const SETTINGS = { symbol: 'BTCUSDT', leverage: 10, marginMode: 'CROSS' };
  const POSITIONS_ANSWER = { account: 'real', positions: [POSITION], settings: [] };
  const BALANCE_ANSWER = { account: 'real', balance: FUTURES_BALANCE };
  const PLACED = { order: futuresOrder('5'), fills: [], attached: [], duplicate: false };

  function harness(answers: Record<string, Reply> = {}, options: { position?: boolean } = {}) {
    const market = fakeMarket({
      [FuturesPaths.place]: () => PLACED,
      [FuturesPaths.openOrders]: () => ({ orders: [] }),
      [FuturesPaths.positions]: () => POSITIONS_ANSWER,
      [FuturesPaths.balance]: () => BALANCE_ANSWER,
      ...answers,
    });
    const logged = tradingStore(market, [futuresSaga], { loggedIn: true });
    if (options.position ?? true) logged.store.dispatch(positionsLoaded({ positions: [POSITION], settings: [] }));
    return { market, ...logged };
  }
  const refuse = (code: string) => () => Object.assign(new Error('refused'), { kind: 'envelope', code });

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sets a margin mode the gateway confirms, and keeps the code of a refusal or the text of an answer outside the contract', async () => {
    let answer: unknown = { ...SETTINGS, marginMode: 'ISOLATED' };
    const { store, market, payloadsOf } = harness({ [FuturesPaths.marginMode]: () => answer });
    store.dispatch(marginModeChosen({ symbol: 'BTCUSDT', marginMode: 'ISOLATED' }));
    await settle();
    expect(market.requests).toEqual([[FuturesPaths.marginMode, { symbol: 'BTCUSDT', marginMode: 'ISOLATED' }]]);
    expect(payloadsOf(symbolSettingsSet.type)).toEqual([{ ...SETTINGS, marginMode: 'ISOLATED' }]);
    answer = refuse('33003')();
    store.dispatch(marginModeChosen({ symbol: 'BTCUSDT', marginMode: 'CROSS' }));
    await settle();
    answer = { symbol: 'BTCUSDT', marginMode: 'BOTH' };
    store.dispatch(marginModeChosen({ symbol: 'BTCUSDT', marginMode: 'CROSS' }));
    await settle();
    expect(payloadsOf(settingsRefused.type)).toEqual([{ code: '33003' }, { messageKey: 'errors.malformed' }]);
    expect(payloadsOf(symbolSettingsSet.type)).toHaveLength(1);
  });

  it('sends the leverage chosen, and counts an answer outside the contract as refused once the account read back holds another', async () => {
    const { store, market, payloadsOf } = harness({ [FuturesPaths.leverage]: () => ({ symbol: 'BTCUSDT', leverage: 500, maxNotional: '1' }) });
    store.dispatch(leverageChosen({ symbol: 'BTCUSDT', leverage: 500 }));
    await settle();
    expect(market.requests[0]).toEqual([FuturesPaths.leverage, { symbol: 'BTCUSDT', leverage: 500 }]);
    expect(market.calls).toContain(FuturesPaths.positions);
    expect(payloadsOf(settingsRefused.type)).toEqual([{ messageKey: 'errors.malformed' }]);
    expect(payloadsOf(leverageSet.type)).toEqual([]);
  });

  describe('a setting that got no verdict', () => {
    const NETWORK = () => Object.assign(new Error('network'), { kind: 'network' });
    const holding = (settings: { leverage: number; marginMode: string }) => () => ({ ...POSITIONS_ANSWER, settings: [{ symbol: 'BTCUSDT', ...settings }] });

    it('takes a leverage the account read back holds as asked: the gateway made the change, its answer was lost', async () => {
      const { store, payloadsOf } = harness({ [FuturesPaths.leverage]: NETWORK, [FuturesPaths.positions]: holding({ leverage: 20, marginMode: 'ISOLATED' }) });
      store.dispatch(leverageChosen({ symbol: 'BTCUSDT', leverage: 20 }));
      await settle();
      expect(payloadsOf(symbolSettingsSet.type)).toEqual([{ symbol: 'BTCUSDT', leverage: 20, marginMode: 'ISOLATED' }]);
      expect(payloadsOf(settingsRefused.type)).toEqual([]);
      const positions = (store.getState() as unknown as { futures: { positions: { settingsPending: boolean; settings: Record<string, unknown> } } }).futures.positions;
      expect(positions.settingsPending).toBe(false);
      expect(positions.settings.BTCUSDT).toEqual({ symbol: 'BTCUSDT', leverage: 20, marginMode: 'ISOLATED' });
    });

    it('says why a leverage change failed when the account read back holds the leverage before it, or cannot be read', async () => {
      let positions: Reply = holding({ leverage: 10, marginMode: 'CROSS' });
      const { store, payloadsOf } = harness({
        [FuturesPaths.leverage]: () => httpStatusError(503, APP_FLAVOUR, FuturesPaths.leverage),
        [FuturesPaths.positions]: (body) => positions(body),
      });
      store.dispatch(leverageChosen({ symbol: 'BTCUSDT', leverage: 20 }));
      await settle();
      positions = NETWORK;
      store.dispatch(leverageChosen({ symbol: 'BTCUSDT', leverage: 20 }));
      await settle();
      expect(payloadsOf(settingsRefused.type)).toEqual([
        { messageKey: 'errors.statusSystemBusy', values: { status: 503 } },
        { messageKey: 'errors.statusSystemBusy', values: { status: 503 } },
      ]);
      expect(payloadsOf(symbolSettingsSet.type)).toEqual([]);
    });

    it('takes a margin mode the account read back holds as asked', async () => {
      const { store, payloadsOf } = harness({
        [FuturesPaths.marginMode]: () => new ApiError({ kind: 'timeout', messageKey: 'errors.timeout' }),
        [FuturesPaths.positions]: holding({ leverage: 10, marginMode: 'ISOLATED' }),
      });
      store.dispatch(marginModeChosen({ symbol: 'BTCUSDT', marginMode: 'ISOLATED' }));
      await settle();
      expect(payloadsOf(symbolSettingsSet.type)).toEqual([{ symbol: 'BTCUSDT', leverage: 10, marginMode: 'ISOLATED' }]);
      expect(payloadsOf(settingsRefused.type)).toEqual([]);
    });

    it('reads back the account alone (open orders, positions, wallet), not its history and fills pages', async () => {
      const { store, market } = harness({ [FuturesPaths.leverage]: NETWORK, [FuturesPaths.positions]: holding({ leverage: 20, marginMode: 'CROSS' }) });
      store.dispatch(leverageChosen({ symbol: 'BTCUSDT', leverage: 20 }));
      await settle();
      expect(market.calls).toEqual([FuturesPaths.leverage, FuturesPaths.openOrders, FuturesPaths.positions, FuturesPaths.balance]);
    });

    it('refuses a margin mode asked when the account read back holds no settings of the symbol: nothing says it was made', async () => {
      const { store, payloadsOf } = harness({ [FuturesPaths.marginMode]: NETWORK });
      store.dispatch(marginModeChosen({ symbol: 'BTCUSDT', marginMode: 'CROSS' }));
      await settle();
      expect(payloadsOf(symbolSettingsSet.type)).toEqual([]);
      expect(payloadsOf(settingsRefused.type)).toEqual([{ messageKey: 'errors.network' }]);
    });

    it('reads nothing back after the gateway\'s own refusal: the setting was not made', async () => {
      const { store, market, payloadsOf } = harness({ [FuturesPaths.leverage]: refuse('33001'), [FuturesPaths.positions]: holding({ leverage: 20, marginMode: 'CROSS' }) });
      store.dispatch(leverageChosen({ symbol: 'BTCUSDT', leverage: 20 }));
      await settle();
      expect(market.calls).toEqual([FuturesPaths.leverage]);
      expect(payloadsOf(settingsRefused.type)).toEqual([{ code: '33001' }]);
    });
  });

  it('takes only the latest leverage or margin mode chosen while an earlier one is on its way', async () => {
    const first = deferred();
    const firstMode = deferred();
    let leverages = 0;
    let modes = 0;
    const { store, payloadsOf } = harness({
      [FuturesPaths.leverage]: (body) => (++leverages === 1 ? first.promise : { ...(body as object), maxNotional: '1000' }),
      [FuturesPaths.marginMode]: (body) => (++modes === 1 ? firstMode.promise : { ...SETTINGS, ...(body as object) }),
    });
    store.dispatch(leverageChosen({ symbol: 'BTCUSDT', leverage: 5 }));
    store.dispatch(leverageChosen({ symbol: 'BTCUSDT', leverage: 7 }));
    store.dispatch(marginModeChosen({ symbol: 'BTCUSDT', marginMode: 'ISOLATED' }));
    store.dispatch(marginModeChosen({ symbol: 'BTCUSDT', marginMode: 'CROSS' }));
    await settle();
    first.resolve({ symbol: 'BTCUSDT', leverage: 5, maxNotional: '9' });
    firstMode.resolve({ ...SETTINGS, marginMode: 'ISOLATED' });
    await settle();
    expect(payloadsOf(leverageSet.type)).toEqual([{ symbol: 'BTCUSDT', leverage: 7, maxNotional: '1000' }]);
    expect(payloadsOf(symbolSettingsSet.type)).toEqual([SETTINGS]);
  });

  it('closes a position at market with a reduce-only order, says it is done, then reads the futures account again', async () => {
    const { store, market, payloadsOf } = harness();
    store.dispatch(positionCloseRequested({ symbol: 'BTCUSDT' }));
    await settle();
    expect(market.requests).toEqual([
      [FuturesPaths.place, { symbol: 'BTCUSDT', side: 'sell', type: 'market', qty: '0.1', reduceOnly: true, clientOrderId: 'client-1' }],
      // Without the first pages of history, fills, funding and liquidations.
      [FuturesPaths.openOrders, {}],
      [FuturesPaths.positions, {}],
      [FuturesPaths.balance, {}],
    ]);
    expect(payloadsOf(positionActionAnswered.type)).toEqual([{ symbol: 'BTCUSDT', action: 'close', refusal: null }]);
  });

  it('says a close or reverse is done once the account was read again, so the answer speaks of the position the order left', async () => {
    const closed = { account: 'real', positions: [], settings: [] };
    const { store, typesSince, actions } = harness({ [FuturesPaths.positions]: () => closed });
    const from = actions.length;
    store.dispatch(positionCloseRequested({ symbol: 'BTCUSDT' }));
    await settle();
    const types = typesSince(from);
    expect(types.indexOf(positionActionAnswered.type)).toBeGreaterThan(types.indexOf(positionsLoaded.type));
    // Said of no position: the one the close left.
    expect((store.getState() as unknown as { futures: { positions: { answers: unknown } } }).futures.positions.answers).toEqual({ BTCUSDT: { action: 'close', refusal: null } });
  });

  it('closes at a limit price with a reduce-only GTC order', async () => {
    const { store, market } = harness();
    store.dispatch(positionCloseRequested({ symbol: 'BTCUSDT', price: '101000' }));
    await settle();
    expect(market.bodiesOf(FuturesPaths.place)).toEqual([
      { symbol: 'BTCUSDT', side: 'sell', type: 'limit', price: '101000', timeInForce: 'GTC', qty: '0.1', reduceOnly: true, clientOrderId: 'client-1' },
    ]);
  });

  it('answers "no position" to a close or reverse of a symbol without one, and sends nothing', async () => {
    const { store, market, payloadsOf } = harness({}, { position: false });
    store.dispatch(positionCloseRequested({ symbol: 'BTCUSDT' }));
    store.dispatch(positionReverseRequested({ symbol: 'ETHUSDT' }));
    await settle();
    expect(market.requests).toEqual([]);
    expect(payloadsOf(positionActionAnswered.type)).toEqual([
      { symbol: 'BTCUSDT', action: 'close', refusal: { messageKey: 'futuresOrders.refusal.noPosition' } },
      { symbol: 'ETHUSDT', action: 'reverse', refusal: { messageKey: 'futuresOrders.refusal.noPosition' } },
    ]);
  });

  it('keeps the code of a refused close and reads nothing more', async () => {
    const { store, market, payloadsOf } = harness({ [FuturesPaths.place]: refuse('33004') });
    store.dispatch(positionCloseRequested({ symbol: 'BTCUSDT' }));
    await settle();
    expect(market.calls).toEqual([FuturesPaths.place]);
    expect(payloadsOf(positionActionAnswered.type)).toEqual([{ symbol: 'BTCUSDT', action: 'close', refusal: { code: '33004' } }]);
  });

  it('reverses a short with a buy of twice its size, and reports the reverse done', async () => {
    const { store, market, payloadsOf } = harness();
    store.dispatch(positionsLoaded({ positions: [{ ...POSITION, side: 'SHORT', size: '0.123' }], settings: [] }));
    store.dispatch(positionReverseRequested({ symbol: 'BTCUSDT' }));
    await settle();
    expect(market.bodiesOf(FuturesPaths.place)).toEqual([{ symbol: 'BTCUSDT', side: 'buy', type: 'market', qty: '0.246', clientOrderId: 'client-1' }]);
    expect(payloadsOf(positionActionAnswered.type)).toEqual([{ symbol: 'BTCUSDT', action: 'reverse', refusal: null }]);
  });

  it('sends every close it is asked for, even while one is on its way', async () => {
    const { store, market } = harness({ [FuturesPaths.place]: () => deferred().promise });
    store.dispatch(positionCloseRequested({ symbol: 'BTCUSDT' }));
    store.dispatch(positionCloseRequested({ symbol: 'BTCUSDT', price: '1' }));
    store.dispatch(positionReverseRequested({ symbol: 'BTCUSDT' }));
    await settle();
    expect(market.bodiesOf(FuturesPaths.place)).toHaveLength(3);
  });

  it('adds margin: puts the position the gateway answers, then says the margin change is done', async () => {
    const changed = { ...POSITION, isolatedMargin: '1500' };
    const { store, market, typesSince, actions, payloadsOf } = harness({ [FuturesPaths.positionMargin]: () => ({ position: changed }) });
    const from = actions.length;
    store.dispatch(positionMarginRequested({ symbol: 'BTCUSDT', amount: '500', direction: 'add' }));
    await settle();
    expect(market.requests).toEqual([[FuturesPaths.positionMargin, { symbol: 'BTCUSDT', amount: '500', direction: 'add' }]]);
    expect(payloadsOf(positionUpdated.type)).toEqual([changed]);
    expect(payloadsOf(positionActionAnswered.type)).toEqual([{ symbol: 'BTCUSDT', action: 'margin', refusal: null }]);
    expect(typesSince(from)).toEqual([positionMarginRequested.type, positionUpdated.type, positionActionAnswered.type]);
  });

  it('sets take-profit and stop-loss through their own call, and keeps the code of a refusal or the text of an unreadable answer', async () => {
    let answer: unknown = { position: { ...POSITION, takeProfit: { orderId: '9', stopPrice: '110000', triggerBy: 'MARK' } } };
    const { store, market, payloadsOf } = harness({ [FuturesPaths.positionTpSl]: () => answer });
    const request = { symbol: 'BTCUSDT', takeProfit: { stopPrice: '110000' }, stopLoss: null };
    store.dispatch(positionTpSlRequested(request));
    await settle();
    answer = refuse('33008')();
    store.dispatch(positionTpSlRequested(request));
    await settle();
    answer = { position: null };
    store.dispatch(positionTpSlRequested(request));
    await settle();
    expect(market.bodiesOf(FuturesPaths.positionTpSl)).toEqual([request, request, request]);
    expect(payloadsOf(positionUpdated.type)).toHaveLength(1);
    expect(payloadsOf(positionActionAnswered.type)).toEqual([
      { symbol: 'BTCUSDT', action: 'tpsl', refusal: null },
      { symbol: 'BTCUSDT', action: 'tpsl', refusal: { code: '33008' } },
      { symbol: 'BTCUSDT', action: 'tpsl', refusal: { messageKey: 'errors.malformed' } },
    ]);
  });

  it('asks the first page of funding payments without a cursor, then the next from the cursor, appending it', async () => {
    let page = 0;
    const { store, market, payloadsOf } = harness({
      [FuturesPaths.fundingHistory]: () => (++page === 1 ? { payments: [fundingPayment('9')], next: '9' } : { payments: [fundingPayment('8')], next: null }),
    });
    store.dispatch(fundingPageRequested());
    await settle();
    store.dispatch(fundingPageRequested());
    await settle();
    expect(market.bodiesOf(FuturesPaths.fundingHistory)).toEqual([{ limit: 20 }, { limit: 20, cursor: '9' }]);
    expect(payloadsOf(fundingLoaded.type)).toEqual([
      { payments: [fundingPayment('9')], next: '9', append: false },
      { payments: [fundingPayment('8')], next: null, append: true },
    ]);
  });

  it('keeps the funding rows and cursor when a page fails or is malformed, and says so in the console', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failure = Object.assign(new Error('HTTP 500'), { kind: 'http' });
    let answer: unknown = { payments: [fundingPayment('9')], next: '9' };
    const { store, payloadsOf } = harness({ [FuturesPaths.fundingHistory]: () => answer });
    store.dispatch(fundingPageRequested());
    await settle();
    answer = failure;
    store.dispatch(fundingPageRequested());
    await settle();
    answer = { payments: 'none' };
    store.dispatch(fundingPageRequested());
    await settle();
    expect(payloadsOf(fundingLoaded.type).slice(1)).toEqual([
      { payments: [], next: '9', append: true },
      { payments: [], next: '9', append: true },
    ]);
    expect(warn).toHaveBeenCalledWith('the next page of funding payments could not be loaded', failure);
    // The answer outside the contract is named by its call.
    expect(warn).toHaveBeenLastCalledWith(
      'the next page of funding payments could not be loaded',
      expect.objectContaining({ kind: 'malformed', message: `${FuturesPaths.fundingHistory} answered outside the contract` }),
    );
  });

  it('takes only the latest funding page asked for', async () => {
    const first = deferred();
    let calls = 0;
    const { store, payloadsOf } = harness({
      [FuturesPaths.fundingHistory]: () => (++calls === 1 ? first.promise : { payments: [fundingPayment('3')], next: null }),
    });
    store.dispatch(fundingPageRequested());
    store.dispatch(fundingPageRequested());
    await settle();
    first.resolve({ payments: [fundingPayment('9')], next: '9' });
    await settle();
    expect(payloadsOf(fundingLoaded.type)).toEqual([{ payments: [fundingPayment('3')], next: null, append: false }]);
  });

  it('runs the futures wallet\'s workflows too (the liquidations page)', async () => {
    const { store, market } = harness({ [FuturesPaths.liquidations]: () => ({ liquidations: [], next: null }) });
    store.dispatch(liquidationsPageRequested());
    await settle();
    expect(market.calls).toEqual([FuturesPaths.liquidations]);
  });

  it('takes no futures request without a market port, and stays running', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, actions } = tradingStore(null, [futuresSaga], { loggedIn: true });
    store.dispatch(positionsLoaded({ positions: [POSITION], settings: [] }));
    store.dispatch(positionCloseRequested({ symbol: 'BTCUSDT' }));
    store.dispatch(leverageChosen({ symbol: 'BTCUSDT', leverage: 3 }));
    store.dispatch(liquidationsPageRequested());
    await settle();
    expect(actions.map((action) => action.type)).toEqual([
      positionsLoaded.type,
      positionCloseRequested.type,
      leverageChosen.type,
      liquidationsPageRequested.type,
    ]);
    expect(error).not.toHaveBeenCalled();
    expect(store.sagaTask.isRunning()).toBe(true);
  });
});
