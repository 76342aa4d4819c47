import { act, screen } from '@testing-library/react';
import { DeferredMarketSummary, STREAM_GRACE_MS } from '../../../src/components/market/DeferredMarketSummary';
import type { GatewayRequester } from '../../../store/gateway-query';
import { TICKER_POLL_MS } from '../../../store/market.api.definition';
import { streamBatchReceived, streamStarted } from '../../../store/trading.actions';
import '../../../store/trading.reducer';
import { renderWithProviders } from '../../support/render';

const STREAM_TICKER = {
  symbol: 'BTCUSDT', lastPrice: '97000', priceChange: '10', priceChangePercent: '0.01', openPrice: '96990',
  highPrice: '98000', lowPrice: '96000', volume: '12', quoteVolume: '1164000', bestBid: '96999', bestAsk: '97001', time: 1,
};
const POLLED_TICKER = {
  symbol: 'BTCUSDT', base: 'BTC', quote: 'USDT', lastPrice: '95000', change24h: '-1.00', high24h: '96000', low24h: '94000', volume24h: '5',
};
const EMPTY_BATCH = { trades: [], klines: [], orders: [], fills: [], balances: [] };

/** An HTTP client for RTK Query that answers every ticker call and records the names it was asked for. */
function tickerHttp(): GatewayRequester & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    request: <T,>({ name }: { name: string }) => {
      calls.push(name);
      return Promise.resolve(POLLED_TICKER as T);
    },
  };
}

async function flush(ms = 0) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('deferred market summary', () => {
  it('on the spot page, fills the price from a live stream and never loads the polling summary or calls HTTP', async () => {
    const http = tickerHttp();
    const { store } = await renderWithProviders(<DeferredMarketSummary symbol="BTCUSDT" market="spot" />, { http });
    act(() => void store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m' })));
    // The stream takes a moment to connect: nothing is asked over HTTP meanwhile.
    await flush(STREAM_GRACE_MS / 2);
    act(() => {
      store.dispatch(streamBatchReceived({ ...EMPTY_BATCH, status: { status: 'live', privateChannels: false }, ticker: STREAM_TICKER }));
    });
    expect(screen.getByTestId('last-price').textContent).toMatch(/^97,000$/);
    await flush(STREAM_GRACE_MS * 3);
    expect(http.calls).toEqual([]);
  });

  it('shows the stream\'s first ticker while the stream is still connecting', async () => {
    const http = tickerHttp();
    const { store } = await renderWithProviders(<DeferredMarketSummary symbol="BTCUSDT" market="spot" />, { http });
    act(() => {
      store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m' }));
      store.dispatch(streamBatchReceived({ ...EMPTY_BATCH, ticker: STREAM_TICKER }));
    });
    expect(screen.getByTestId('last-price').textContent).toMatch(/^97,000$/);
    await flush(STREAM_GRACE_MS * 2);
    expect(http.calls).toEqual([]);
  });

  it('asks for the price over HTTP when the stream is not live within the grace period', async () => {
    const http = tickerHttp();
    const { store } = await renderWithProviders(<DeferredMarketSummary symbol="BTCUSDT" market="spot" />, { http });
    act(() => void store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m' })));
    await flush(STREAM_GRACE_MS - 1);
    expect(http.calls).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    await flush(1);
    await flush();
    expect(http.calls).toEqual(['/v1/market/ticker']);
    expect((await screen.findByTestId('last-price')).textContent).toMatch(/^95,000$/);
  });

  it('asks for the price over HTTP at once when the stream drops', async () => {
    const http = tickerHttp();
    const { store } = await renderWithProviders(<DeferredMarketSummary symbol="BTCUSDT" market="spot" />, { http });
    act(() => {
      store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m' }));
      store.dispatch(streamBatchReceived({ ...EMPTY_BATCH, status: { status: 'reconnecting', privateChannels: false } }));
    });
    await flush();
    await flush();
    expect(http.calls).toEqual(['/v1/market/ticker']);
    expect((await screen.findByTestId('last-price')).textContent).toMatch(/^95,000$/);
  });

  /** An HTTP client whose every ticker call settles a second after it is made: answered, or refused as a network failure. */
  function slowHttp(outcome: 'answer' | 'refuse'): GatewayRequester & { calls: string[] } {
    const calls: string[] = [];
    return {
      calls,
      request: <T,>({ name }: { name: string }) => {
        calls.push(name);
        return new Promise<T>((resolve, reject) =>
          setTimeout(() => (outcome === 'answer' ? resolve(POLLED_TICKER as T) : reject(Object.assign(new Error('refused'), { kind: 'network' }))), 1_000),
        );
      },
    };
  }

  async function liveThenDropped(http: GatewayRequester, status: 'stale' | 'reconnecting') {
    const { store } = await renderWithProviders(<DeferredMarketSummary symbol="BTCUSDT" market="spot" />, { http });
    act(() => {
      store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m' }));
      store.dispatch(streamBatchReceived({ ...EMPTY_BATCH, status: { status: 'live', privateChannels: false }, ticker: STREAM_TICKER }));
    });
    act(() => void store.dispatch(streamBatchReceived({ ...EMPTY_BATCH, status: { status, privateChannels: false } })));
    await flush();
    await flush();
  }

  it('keeps the last streamed price, said to be possibly out of date, while the stream is down and HTTP fails too', async () => {
    const http = slowHttp('refuse');
    await liveThenDropped(http, 'reconnecting');
    expect(http.calls).toEqual(['/v1/market/ticker']);
    await flush(1_500);
    await flush();
    expect(screen.getByTestId('last-price').textContent).toMatch(/^97,000$/);
    expect(screen.getByRole('status').textContent).toBe('Price may be out of date, retrying…');
  });

  it('after a drop, shows the last streamed price while the HTTP call is out, then the price it brings', async () => {
    const http = slowHttp('answer');
    await liveThenDropped(http, 'stale');
    expect(screen.getByTestId('last-price').textContent).toMatch(/^97,000$/);
    expect(screen.getByRole('status').textContent).toBe('');
    await flush(1_500);
    await flush();
    expect(screen.getByTestId('last-price').textContent).toMatch(/^95,000$/);
  });

  it('after a drop, shows the stream\'s last price until a new call answers, not an older answer from before the stream went live', async () => {
    const http = slowHttp('answer');
    const { store } = await renderWithProviders(<DeferredMarketSummary symbol="BTCUSDT" market="spot" />, { http });
    act(() => void store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m' })));
    // The stream is slow to start: the price comes over HTTP first (95,000).
    await flush(STREAM_GRACE_MS);
    await flush(1_500);
    await flush();
    expect(screen.getByTestId('last-price').textContent).toMatch(/^95,000$/);
    act(() => void store.dispatch(streamBatchReceived({ ...EMPTY_BATCH, status: { status: 'live', privateChannels: false }, ticker: STREAM_TICKER })));
    expect(screen.getByTestId('last-price').textContent).toMatch(/^97,000$/);
    act(() => void store.dispatch(streamBatchReceived({ ...EMPTY_BATCH, status: { status: 'reconnecting', privateChannels: false } })));
    await flush();
    await flush();
    expect(screen.getByTestId('last-price').textContent).toMatch(/^97,000$/);
    // The next poll answers (95,000 again, but new): that is the price now.
    await flush(TICKER_POLL_MS + 1_500);
    await flush();
    expect(http.calls).toEqual(['/v1/market/ticker', '/v1/market/ticker']);
    expect(screen.getByTestId('last-price').textContent).toMatch(/^95,000$/);
  });

  it('polls at once on a page without a spot stream', async () => {
    const http = tickerHttp();
    await renderWithProviders(<DeferredMarketSummary symbol="BTCUSDT" market="futures" />, { http });
    await flush();
    await flush();
    expect(http.calls).toEqual(['/v1/market/futures/ticker']);
  });
});
