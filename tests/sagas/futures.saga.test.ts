import { closingOrder, futuresSaga } from '../../sagas/futures.saga';
import type { MarketPort } from '../../sagas/ports';
import { makeStore } from '../../src/app/make-store';
import { FuturesPaths } from '../../src/core/trading/contract/futures';
import { leverageChosen, positionMarginRequested, positionReverseRequested, positionsLoaded } from '../../store/futures.actions';
import '../../store/futures.reducer';
import '../../store/trading.reducer';
import { POSITION } from '../components/futures/support';
import { fakeContext } from '../support/saga-fakes';

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
  const futures = () => (store.getState() as unknown as { futures: { positions: { answers: Record<string, unknown>; bySymbol: Record<string, unknown>; settingsError: string | null } } }).futures.positions;
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
    // The answer's order is outside the contract: counted as a failure, worded by kind.
    expect(futures().answers).toEqual({ BTCUSDT: { action: 'reverse', code: 'malformed' } });
  });

  it('words a refused margin change by the gateway code and a network failure by its kind', async () => {
    const { store, flush, futures } = setup(async () => {
      throw Object.assign(new Error('refused'), { code: '33006' });
    });
    store.dispatch(positionMarginRequested({ symbol: 'BTCUSDT', amount: '5000', direction: 'remove' }));
    await flush();
    expect(futures().answers).toEqual({ BTCUSDT: { action: 'margin', code: '33006' } });
    expect(futures().bySymbol.BTCUSDT).toEqual(POSITION);
  });

  it('takes the leverage the gateway confirms, with the max notional of its tier, and keeps a refusal code', async () => {
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
    expect(futures().settingsError).toBe('network');
  });
});
