import { marketTickerSlice } from '../../store/market-ticker.slice';
import { marketDecimalsLoaded, streamStarted, symbolRulesLoaded } from '../../store/trading.actions';
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

  it('marks a pair the exchange info does not list', () => {
    const state = reduce(reduce(undefined, streamStarted({ symbol: 'FOOUSDT', interval: '1m' })), symbolRulesLoaded(null));
    expect(state.listed).toBe(false);
  });
});
