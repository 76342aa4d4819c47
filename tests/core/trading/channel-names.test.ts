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
  it.each([
    [tickerChannel('BTCUSDT'), 'ticker:BTCUSDT', { kind: 'ticker', symbol: 'BTCUSDT' }],
    [depthChannel('BTCUSDT'), 'depth:BTCUSDT', { kind: 'depth', symbol: 'BTCUSDT' }],
    [tradesChannel('ETHUSDT'), 'trades:ETHUSDT', { kind: 'trades', symbol: 'ETHUSDT' }],
    [klineChannel('SOLUSDT', '4h'), 'kline:SOLUSDT:4h', { kind: 'kline', symbol: 'SOLUSDT', interval: '4h' }],
    [futuresMarkChannel('BTCUSDT'), 'futures.mark:BTCUSDT', { kind: 'futures.mark', symbol: 'BTCUSDT' }],
    [futuresTickerChannel('BTCUSDT'), 'futures.ticker:BTCUSDT', { kind: 'futures.ticker', symbol: 'BTCUSDT' }],
    [futuresDepthChannel('BNBUSDT'), 'futures.depth:BNBUSDT', { kind: 'futures.depth', symbol: 'BNBUSDT' }],
    [futuresTradesChannel('ETHUSDT'), 'futures.trades:ETHUSDT', { kind: 'futures.trades', symbol: 'ETHUSDT' }],
    [futuresKlineChannel('BTCUSDT', '1w'), 'futures.kline:BTCUSDT:1w', { kind: 'futures.kline', symbol: 'BTCUSDT', interval: '1w' }],
  ])('names %s as the gateway spells it and reads it back', (built, name, parsed) => {
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
