import type { MarketPort } from '../../sagas/ports';
import { tradingSaga } from '../../sagas/trading.saga';
import { FuturesPaths } from '../../src/core/trading/contract/paths';
import { leverageChosen } from '../../store/futures.actions';
import { orderPlaceRequested, streamStarted } from '../../store/trading.actions';
import { fakeMarket } from './support/fake-market';
import { settle, tradingStore } from './support/trading-store';

const PLACE = { symbol: 'BTCUSDT', side: 'buy', type: 'market', qty: '0.01' } as const;

/** The trading saga with a market port the first trading page loads (`loadMarket`), or one already given. */
function setup(options: { given?: boolean; loader?: boolean } = {}) {
  const loaded = fakeMarket();
  const given = fakeMarket();
  const loadMarket = jest.fn(async (): Promise<MarketPort> => loaded.port);
  const harness = tradingStore(options.given ? given : null, [tradingSaga], {
    loggedIn: true,
    context: options.loader === false ? {} : { loadMarket },
  });
  return { loaded, given, loadMarket, ...harness };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('trading saga', () => {
  it('loads no market code or port before a page starts a stream', async () => {
    const { store, loadMarket } = setup();
    store.dispatch(orderPlaceRequested(PLACE));
    await settle();
    expect(loadMarket).not.toHaveBeenCalled();
  });

  it('loads the market port with the first stream and runs that stream: the start that woke it is handed over', async () => {
    const { store, loaded, loadMarket } = setup();
    store.dispatch(streamStarted({ symbol: 'ETHUSDT', interval: '5m' }));
    await settle();
    expect(loadMarket).toHaveBeenCalledTimes(1);
    expect(loaded.inputs).toEqual([expect.objectContaining({ symbol: 'ETHUSDT', interval: '5m', market: 'spot', privateChannels: true })]);
  });

  it('runs the order and the futures workflows on the loaded port, for a first page that is futures', async () => {
    const { store, loaded } = setup();
    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m', market: 'futures' }));
    await settle();
    loaded.calls.length = 0;
    store.dispatch(orderPlaceRequested(PLACE));
    store.dispatch(leverageChosen({ symbol: 'BTCUSDT', leverage: 20 }));
    await settle();
    expect(loaded.calls).toEqual(expect.arrayContaining([FuturesPaths.place, FuturesPaths.leverage]));
  });

  it('runs the futures workflows only once a futures stream starts: a spot trader does without them', async () => {
    const { store, loaded } = setup();
    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m', market: 'spot' }));
    await settle();
    loaded.calls.length = 0;
    store.dispatch(leverageChosen({ symbol: 'BTCUSDT', leverage: 20 }));
    await settle();
    expect(loaded.calls).not.toContain(FuturesPaths.leverage);

    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m', market: 'futures' }));
    await settle();
    store.dispatch(leverageChosen({ symbol: 'BTCUSDT', leverage: 20 }));
    await settle();
    expect(loaded.calls.filter((path) => path === FuturesPaths.leverage)).toHaveLength(1);
    // A second futures page runs no second copy of them.
    store.dispatch(streamStarted({ symbol: 'ETHUSDT', interval: '1m', market: 'futures' }));
    await settle();
    store.dispatch(leverageChosen({ symbol: 'ETHUSDT', leverage: 5 }));
    await settle();
    expect(loaded.calls.filter((path) => path === FuturesPaths.leverage)).toHaveLength(2);
  });

  it('keeps a market port the context already holds and does not load another', async () => {
    const { store, given, loaded, loadMarket } = setup({ given: true });
    store.dispatch(streamStarted({ symbol: 'ETHUSDT', interval: '1m' }));
    await settle();
    expect(loadMarket).not.toHaveBeenCalled();
    expect(given.inputs.map((input) => input.symbol)).toEqual(['ETHUSDT']);
    expect(loaded.inputs).toEqual([]);
  });

  it('leaves later starts to the stream workflow: the port is loaded once', async () => {
    const { store, loaded, loadMarket } = setup();
    store.dispatch(streamStarted({ symbol: 'ETHUSDT', interval: '1m' }));
    await settle();
    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m' }));
    await settle();
    expect(loadMarket).toHaveBeenCalledTimes(1);
    expect(loaded.inputs.map((input) => input.symbol)).toEqual(['ETHUSDT', 'BTCUSDT']);
  });

  it('without a market port or a loader, a stream start runs nothing and fails nothing', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store } = setup({ loader: false });
    store.dispatch(streamStarted({ symbol: 'ETHUSDT', interval: '1m' }));
    await settle();
    store.dispatch(orderPlaceRequested(PLACE));
    await settle();
    expect(error).not.toHaveBeenCalled();
    expect(store.sagaTask.isRunning()).toBe(true);
  });
});
