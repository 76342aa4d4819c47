import { Value } from '@sinclair/typebox/value';
import {
  AnyServerFrame,
  CHANNEL_PATTERN,
  DataFrame,
  FuturesPlaceOrderRequest,
  PRIVATE_CHANNELS,
  Position,
  SignedDecimalString,
  isFuturesChannel,
  isPrivateChannel,
  parseChannel,
} from '../../../src/core/trading/contract';

const position: Position = {
  symbol: 'BTCUSDT',
  account: 'real',
  side: 'LONG',
  size: '0.5',
  entryPrice: '60000',
  markPrice: '61000',
  notional: '30500',
  leverage: 10,
  marginMode: 'ISOLATED',
  isolatedMargin: '3000',
  initialMargin: '3000',
  maintenanceMargin: '122',
  liquidationPrice: '54216.87',
  unrealizedPnl: '500',
  roe: '16.67',
  marginRatio: '0.0348',
  takeProfit: null,
  stopLoss: { orderId: '12', stopPrice: '58000', triggerBy: 'MARK' },
  updatedAt: 1,
};

describe('futures contract', () => {
  it('parses the futures channels and keeps them apart from spot ones', () => {
    expect(parseChannel('futures.depth:BTCUSDT')).toEqual({ kind: 'futures.depth', symbol: 'BTCUSDT' });
    expect(parseChannel('futures.mark:ETHUSDT')).toEqual({ kind: 'futures.mark', symbol: 'ETHUSDT' });
    expect(parseChannel('futures.kline:BTCUSDT:1h')).toEqual({ kind: 'futures.kline', symbol: 'BTCUSDT', interval: '1h' });
    expect(parseChannel('futures.positions')).toEqual({ kind: 'futures.positions' });
    expect(parseChannel('futures.mark:BTCUSDT:1m')).toBeUndefined();
    expect(parseChannel('futures.kline:BTCUSDT:2m')).toBeUndefined();
    expect(parseChannel('futures.wallet')).toBeUndefined();
    expect(isFuturesChannel('futures.trades:BTCUSDT')).toBe(true);
    expect(isFuturesChannel('trades:BTCUSDT')).toBe(false);
  });

  it('treats futures private channels as private, but leaves them out of the spot workspace list', () => {
    expect(isPrivateChannel('futures.balance')).toBe(true);
    expect(isPrivateChannel('futures.mark:BTCUSDT')).toBe(false);
    expect(PRIVATE_CHANNELS).toEqual(['orders', 'fills', 'balances']);
  });

  it('lets a subscribe frame name futures channels and refuses look-alikes', () => {
    const pattern = new RegExp(CHANNEL_PATTERN);
    for (const name of ['futures.mark:BTCUSDT', 'futures.ticker:BTCUSDT', 'futures.funding', 'futures.kline:ETHUSDT:1w']) {
      expect(pattern.test(name)).toBe(true);
    }
    for (const name of ['futures.mark', 'futuresXdepth:BTCUSDT', 'futures.positions:BTCUSDT', 'futures.kline:BTCUSDT']) {
      expect(pattern.test(name)).toBe(false);
    }
  });

  it('accepts a position and a futures frame, which the spot-only frame union does not', () => {
    expect(Value.Check(Position, position)).toBe(true);
    const frame = { op: 'data', channel: 'futures.positions', kind: 'futures.positions', data: position };
    expect(Value.Check(AnyServerFrame, frame)).toBe(true);
    expect(Value.Check(DataFrame, frame)).toBe(false);
    expect(Value.Check(Position, { ...position, side: 'BOTH' })).toBe(false);
    expect(Value.Check(Position, { ...position, leverage: 126 })).toBe(false);
  });

  it('writes negative amounts with a minus sign and nothing else', () => {
    expect(Value.Check(SignedDecimalString, '-12.5')).toBe(true);
    expect(Value.Check(SignedDecimalString, '+12.5')).toBe(false);
    expect(Value.Check(SignedDecimalString, '1e5')).toBe(false);
  });

  it('describes a conditional close-position order', () => {
    const order = { symbol: 'BTCUSDT', side: 'sell', type: 'stopMarket', stopPrice: '58000', triggerBy: 'MARK', closePosition: true };
    expect(Value.Check(FuturesPlaceOrderRequest, order)).toBe(true);
    expect(Value.Check(FuturesPlaceOrderRequest, { ...order, triggerBy: 'INDEX' })).toBe(false);
  });
});
