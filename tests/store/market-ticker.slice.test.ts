import { marketTickerSlice } from '../../store/market-ticker.slice';
import { marketDecimalsLoaded, streamBatchReceived, streamStarted, symbolRulesLoaded } from '../../store/trading.actions';
import type { Ticker24h } from '../../src/core/trading/contract/market-data';
import { SPOT_RULES } from '../sagas/support/trading-rows';

const reduce = marketTickerSlice.reducer;
const DECIMALS = { BTCUSDT: { price: 2, qty: 5 }, ETHUSDT: { price: 2, qty: 4 } };

function loaded(market: 'spot' | 'futures' = 'spot') {
  let state = reduce(undefined, streamStarted({ symbol: 'BTCUSDT', interval: '1m', market }));
  state = reduce(state, symbolRulesLoaded(SPOT_RULES));
  return reduce(state, marketDecimalsLoaded(DECIMALS));
}

describe('the ticker slice across market switches', () => {
  it('keeps every symbol\'s decimals when another pair of the same market starts, but not its rules', () => {
    const state = reduce(loaded(), streamStarted({ symbol: 'ETHUSDT', interval: '1m' }));
    expect(state.decimals).toEqual(DECIMALS);
    expect(state.rules).toBeNull();
    expect(state.listed).toBeNull();
  });

  it('keeps the rules, and the pair as listed, when the same pair starts again', () => {
    const state = reduce(loaded(), streamStarted({ symbol: 'BTCUSDT', interval: '5m' }));
    expect(state.rules).toEqual(SPOT_RULES);
    expect(state.listed).toBe(true);
  });

  it('forgets the decimals and the rules on the other market, whose exchange info is its own', () => {
    const state = reduce(loaded('spot'), streamStarted({ symbol: 'BTCUSDT', interval: '1m', market: 'futures' }));
    expect(state.decimals).toEqual({});
    expect(state.rules).toBeNull();
    expect(state.market).toBe('futures');
  });

  it('starts each stream connecting, and marks its pair listed once the exchange info has its rules, or not', () => {
    const started = reduce(undefined, streamStarted({ symbol: 'FOOUSDT', interval: '1m' }));
    expect(started).toMatchObject({ status: 'connecting', listed: null, symbol: 'FOOUSDT', market: 'spot' });
    expect(reduce(started, symbolRulesLoaded(null)).listed).toBe(false);
    expect(reduce(started, symbolRulesLoaded(SPOT_RULES)).listed).toBe(true);
  });

  it('takes the status and the ticker a stream batch brings, and keeps them when a batch brings neither', () => {
    const ticker = { symbol: 'BTCUSDT', lastPrice: '97000' } as unknown as Ticker24h;
    const empty = { trades: [], klines: [], orders: [], fills: [], balances: [] };
    let state = reduce(loaded(), streamBatchReceived({ ...empty, status: { status: 'live', privateChannels: true }, ticker }));
    expect(state).toMatchObject({ status: 'live', privateChannels: true, ticker });
    state = reduce(state, streamBatchReceived(empty));
    expect(state).toMatchObject({ status: 'live', privateChannels: true, ticker });
  });
});
