// The market stream saga when the socket or the gateway misbehaves: frames it cannot read, requests the stream
// refuses, a socket that closes, a book sequence gap, and REST reads that fail (4xx, 5xx, 429, network).
import { marketStreamSaga } from '../../sagas/market-stream.saga';
import { streamBatchReceived, streamStarted, streamStopped, type StreamBatch } from '../../store/trading.actions';
import { fakeMarket } from './support/fake-market';
import { trade } from './support/trading-rows';
import { settle, tradingStore } from './support/trading-store';

function setup(options: { loggedIn?: boolean } = {}) {
  const market = fakeMarket();
  const harness = tradingStore(market, [marketStreamSaga], { loggedIn: options.loggedIn ?? false });
  return { market, ...harness, batches: () => harness.payloadsOf(streamBatchReceived.type) as StreamBatch[] };
}

/** A stream of BTCUSDT whose socket is open and whose first batch is painted. */
async function liveStream(options: { loggedIn?: boolean } = {}) {
  const harness = setup(options);
  harness.store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m' }));
  harness.market.socket({ type: 'SOCKET.OPEN' });
  await settle();
  harness.market.paint();
  return harness;
}

let warn: jest.SpyInstance;
beforeEach(() => {
  jest.useFakeTimers();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
  jest.useRealTimers();
});

describe('the market stream saga with a misbehaving socket', () => {
  it('warns of nothing while the stream refuses no request', async () => {
    const { market } = await liveStream();
    market.socket({ type: 'SOCKET.FRAME', frame: { op: 'data', channel: 'trades:BTCUSDT', kind: 'trades', data: [trade('7')] } });
    market.paint();
    await settle();
    expect(warn).not.toHaveBeenCalled();
  });

  it('puts nothing of a frame outside the contract, warns of nothing, and keeps the stream live', async () => {
    const { market, batches } = await liveStream();
    const before = batches().length;
    market.socket({ type: 'SOCKET.FRAME', frame: { op: 'data', channel: 'trades:BTCUSDT', kind: 'trades', data: [{ tradeId: 7 }] } });
    market.socket({ type: 'SOCKET.FRAME', frame: 'not a frame' });
    market.paint();
    await settle();
    for (const batch of batches().slice(before)) {
      expect(batch).toEqual({ trades: [], klines: [], orders: [], fills: [], balances: [] });
    }
    expect(warn).not.toHaveBeenCalled();
    market.socket({ type: 'SOCKET.FRAME', frame: { op: 'data', channel: 'trades:BTCUSDT', kind: 'trades', data: [trade('8')] } });
    market.paint();
    expect(batches().at(-1)?.trades).toEqual([trade('8')]);
  });
});

describe('the market stream saga when it stops', () => {
  it('closes the socket of a stream stopped with no animation frame waiting, and opens the next start\'s', async () => {
    const { store, market } = await liveStream();
    expect(market.waitingFrames()).toBe(0);
    store.dispatch(streamStopped());
    await settle();
    expect(market.hasSocket()).toBe(false);
    store.dispatch(streamStarted({ symbol: 'ETHUSDT', interval: '1m' }));
    await settle();
    expect(market.inputs.map((input) => input.symbol)).toEqual(['BTCUSDT', 'ETHUSDT']);
    expect(market.hasSocket()).toBe(true);
  });

  it('lets go of every listener it put on the stream\'s actor', async () => {
    const market = fakeMarket();
    const listening = new Set<string>();
    const createStream = market.port.createStream;
    market.port.createStream = (input) => {
      const actor = createStream(input);
      const watch = <T extends { unsubscribe(): void }>(name: string, subscription: T): T => {
        listening.add(name);
        return { ...subscription, unsubscribe: () => (listening.delete(name), subscription.unsubscribe()) };
      };
      const subscribe = actor.subscribe.bind(actor);
      const on = actor.on.bind(actor);
      actor.subscribe = ((...args: Parameters<typeof subscribe>) => watch('snapshot', subscribe(...args))) as typeof actor.subscribe;
      actor.on = ((type: Parameters<typeof on>[0], handler: Parameters<typeof on>[1]) => watch(type, on(type, handler))) as typeof actor.on;
      return actor;
    };
    const { store } = tradingStore(market, [marketStreamSaga]);
    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m' }));
    await settle();
    expect([...listening].sort()).toEqual(['data', 'futuresData', 'reconnected', 'sessionEnded', 'snapshot', 'streamError']);
    store.dispatch(streamStopped());
    await settle();
    expect([...listening]).toEqual([]);
  });
});
