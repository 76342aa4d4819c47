import {
  depthChannel,
  futuresDepthChannel,
  futuresKlineChannel,
  futuresMarkChannel,
  futuresTickerChannel,
  futuresTradesChannel,
  klineChannel,
  parseChannel,
  tickerChannel,
  tradesChannel,
} from '../../../src/core/trading/contract/channels';

describe('channel names', () => {
  // The names are built inside the test (a table of builders), so the test is what runs them.
  it.each([
    ['ticker:BTCUSDT', () => tickerChannel('BTCUSDT'), { kind: 'ticker', symbol: 'BTCUSDT' }],
    ['depth:BTCUSDT', () => depthChannel('BTCUSDT'), { kind: 'depth', symbol: 'BTCUSDT' }],
    ['trades:ETHUSDT', () => tradesChannel('ETHUSDT'), { kind: 'trades', symbol: 'ETHUSDT' }],
    ['kline:SOLUSDT:4h', () => klineChannel('SOLUSDT', '4h'), { kind: 'kline', symbol: 'SOLUSDT', interval: '4h' }],
    ['futures.mark:BTCUSDT', () => futuresMarkChannel('BTCUSDT'), { kind: 'futures.mark', symbol: 'BTCUSDT' }],
    ['futures.ticker:BTCUSDT', () => futuresTickerChannel('BTCUSDT'), { kind: 'futures.ticker', symbol: 'BTCUSDT' }],
    ['futures.depth:BNBUSDT', () => futuresDepthChannel('BNBUSDT'), { kind: 'futures.depth', symbol: 'BNBUSDT' }],
    ['futures.trades:ETHUSDT', () => futuresTradesChannel('ETHUSDT'), { kind: 'futures.trades', symbol: 'ETHUSDT' }],
    ['futures.kline:BTCUSDT:1w', () => futuresKlineChannel('BTCUSDT', '1w'), { kind: 'futures.kline', symbol: 'BTCUSDT', interval: '1w' }],
  ] as const)('builds %s, as the gateway spells it, and reads it back', (name, build, parsed) => {
    const built = build();
    expect(built).toBe(name);
    expect(parseChannel(built)).toEqual(parsed);
  });
});

describe('channel names that are near misses', () => {
  it.each(['kline:BTCUSDT:1m:extra', 'futures.kline:BTCUSDT:1h:1h', 'ticker:BTCUSDT:', 'futures.mark:BTCUSDT:1m', 'futures.book:BTCUSDT'])(
    'reads %s as no channel',
    (name) => {
      expect(parseChannel(name)).toBeUndefined();
    },
  );
});
