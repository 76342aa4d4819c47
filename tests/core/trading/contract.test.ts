import {
  ClientFrame,
  DecimalString,
  DepthDiff,
  PlaceOrderRequest,
  ServerFrame,
  parseChannel,
  parseWith,
  privateSubscribeBody,
} from '../../../src/core/trading/contract';
import { Value } from '@sinclair/typebox/value';

describe('trading contract', () => {
  it('accepts plain decimals and refuses floats, exponents, signs and numbers', () => {
    for (const good of ['0', '97000', '0.00001', '12.5']) expect(Value.Check(DecimalString, good)).toBe(true);
    for (const bad of ['1e-7', '-1', '01', '.5', '5.', '1,5', 0.1, '']) expect(Value.Check(DecimalString, bad)).toBe(false);
  });

  it('parses a limit order and names the fields of a broken one', () => {
    const order = { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '97000.01', qty: '0.001' };
    expect(parseWith(PlaceOrderRequest, order)).toEqual({ ok: true, value: order });
    const broken = parseWith(PlaceOrderRequest, { ...order, qty: 0.001 });
    expect(broken.ok).toBe(false);
    if (!broken.ok) expect(broken.errors.join(' ')).toMatch(/\/qty/);
  });

  it('tells every client frame apart and refuses unknown operations', () => {
    expect(Value.Check(ClientFrame, { op: 'subscribe', channels: ['depth:BTCUSDT', 'kline:ETHUSDT:1h'] })).toBe(true);
    expect(Value.Check(ClientFrame, { op: 'subscribe', channels: ['depth:btcusdt'] })).toBe(false);
    expect(Value.Check(ClientFrame, { op: 'subscribe', channels: [] })).toBe(false);
    expect(Value.Check(ClientFrame, { op: 'ping', ts: 1 })).toBe(true);
    expect(Value.Check(ClientFrame, { op: 'shutdown' })).toBe(false);
  });

  it('checks a depth data frame against the depth diff shape', () => {
    const diff = { symbol: 'BTCUSDT', U: 5, u: 7, bids: [['97000.00', '0.5']], asks: [], time: 1 };
    expect(Value.Check(DepthDiff, diff)).toBe(true);
    expect(Value.Check(ServerFrame, { op: 'data', channel: 'depth:BTCUSDT', kind: 'depth', data: diff })).toBe(true);
    expect(Value.Check(ServerFrame, { op: 'data', channel: 'depth:BTCUSDT', kind: 'depth', data: { ...diff, U: -1 } })).toBe(false);
  });

  it('reads channel names and refuses near misses', () => {
    expect(parseChannel('kline:BTCUSDT:1m')).toEqual({ kind: 'kline', symbol: 'BTCUSDT', interval: '1m' });
    expect(parseChannel('orders')).toEqual({ kind: 'orders' });
    expect(parseChannel('depth:BTCUSDT')).toEqual({ kind: 'depth', symbol: 'BTCUSDT' });
    for (const bad of ['kline:BTCUSDT:2m', 'depth:BTCUSDT:1m', 'depth', 'book:BTCUSDT', 'trades:BTC']) {
      expect(parseChannel(bad)).toBeUndefined();
    }
  });

  it('builds the signed subscribe body from the account and the channels in order', () => {
    expect(privateSubscribeBody('paper', ['orders', 'fills'])).toBe('paper\norders,fills');
  });
});
