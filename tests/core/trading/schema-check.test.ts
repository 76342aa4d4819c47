import fc from 'fast-check';
import { Kind, Type, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import * as contract from '../../../src/core/trading/contract';
import { check, schemaErrors, UnsupportedSchemaError } from '../../../src/core/trading/contract/schema-check';

const order = {
  orderId: '17',
  clientOrderId: 'web-1',
  account: 'real',
  symbol: 'BTCUSDT',
  side: 'buy',
  type: 'limit',
  timeInForce: 'GTC',
  price: '97000.5',
  qty: '0.001',
  filledQty: '0',
  filledQuote: '0',
  status: 'new',
  cancelReason: null,
  createdAt: 1,
  updatedAt: 2,
};
const fill = {
  fillId: '1', tradeId: '2', orderId: '17', clientOrderId: 'web-1', account: 'paper', symbol: 'BTCUSDT', side: 'sell',
  price: '97000', qty: '0.5', quoteQty: '48500', fee: '0.1', feeAsset: 'USDT', liquidity: 'maker', time: 3,
};
const ticker = {
  symbol: 'BTCUSDT', lastPrice: '97000', priceChange: '-12.5', priceChangePercent: '0.01', openPrice: '97012.5',
  highPrice: '98000', lowPrice: '96000', volume: '12', quoteVolume: '1164000', bestBid: '96999', bestAsk: null, time: 4,
};
const kline = {
  symbol: 'ETHUSDT', interval: '1h', openTime: 0, closeTime: 3_599_999, open: '3000', high: '3100', low: '2990',
  close: '3050', volume: '7', quoteVolume: '21000', trades: 12, closed: false,
};
const diff = { symbol: 'BTCUSDT', U: 5, u: 7, bids: [['97000.00', '0.5']], asks: [], time: 1 };
const trade = { symbol: 'BTCUSDT', tradeId: '9', price: '97000', qty: '0.1', takerSide: 'buy', time: 5 };

/** A valid value of each shape the client checks, which the mutations below break one place at a time. */
const SAMPLES: ReadonlyArray<readonly [string, TSchema, unknown]> = [
  ['ServerFrame (depth)', contract.ServerFrame, { op: 'data', channel: 'depth:BTCUSDT', kind: 'depth', data: diff }],
  ['ServerFrame (ticker)', contract.ServerFrame, { op: 'data', channel: 'ticker:BTCUSDT', kind: 'ticker', data: ticker }],
  ['ServerFrame (trades)', contract.ServerFrame, { op: 'data', channel: 'trades:BTCUSDT', kind: 'trades', data: [trade] }],
  ['ServerFrame (kline)', contract.ServerFrame, { op: 'data', channel: 'kline:ETHUSDT:1h', kind: 'kline', data: kline }],
  ['ServerFrame (orders)', contract.ServerFrame, { op: 'data', channel: 'orders', kind: 'orders', data: order }],
  ['ServerFrame (fills)', contract.ServerFrame, { op: 'data', channel: 'fills', kind: 'fills', data: fill }],
  ['ServerFrame (ack)', contract.ServerFrame, { op: 'ack', id: 3, channels: ['depth:BTCUSDT'] }],
  ['ServerFrame (error)', contract.ServerFrame, { op: 'error', code: 'x', msg: 'y' }],
  ['ClientFrame (subscribe)', contract.ClientFrame, { op: 'subscribe', id: 1, channels: ['orders'], account: 'real' }],
  ['ClientFrame (ping)', contract.ClientFrame, { op: 'ping', ts: 9 }],
  ['DepthSnapshot', contract.DepthSnapshot, { symbol: 'BTCUSDT', lastUpdateId: 4, bids: [['1', '2']], asks: [['3', '4']] }],
  ['PlaceOrderAnswer', contract.PlaceOrderAnswer, { order, fills: [fill], duplicate: false }],
  ['PlaceOrderRequest', contract.PlaceOrderRequest, { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '1', qty: '2' }],
  ['CancelOrderRequest', contract.CancelOrderRequest, { symbol: 'BTCUSDT', clientOrderId: 'web-1' }],
  ['Kline[]', Type.Array(contract.Kline), [kline, kline]],
];

/** Values a broken or hostile gateway could put anywhere. */
const ODD_VALUES: readonly unknown[] = [
  undefined, null, true, 0, -1, 1.5, 2 ** 31, Number.NaN, Number.POSITIVE_INFINITY, '', '0', '1e-7', '01', 'BTCUSDT',
  'btcusdt', 'buy', 'data', 'depth', '97000.5', 'x'.repeat(41), [], [['1', '2']], [['1']], [['1', '2', '3']], {}, { op: 'data' },
];

type Path = readonly (string | number)[];

/** Every path inside `value` (objects and arrays), the value itself included. */
function pathsOf(value: unknown, at: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [at];
  const children = Array.isArray(value) ? value.map((_, index) => index) : Object.keys(value);
  return [at, ...children.flatMap((key) => pathsOf((value as Record<string | number, unknown>)[key], [...at, key]))];
}

/** A copy of `value` with the place at `path` set to `next` (undefined deletes an object key). */
function replaced(value: unknown, path: Path, next: unknown): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path as [string | number, ...Path];
  const copy = (Array.isArray(value) ? [...(value as unknown[])] : { ...(value as object) }) as Record<string | number, unknown>;
  const child = replaced(copy[head], rest, next);
  if (child === undefined && !Array.isArray(copy)) delete copy[head];
  else copy[head] = child;
  return copy;
}

function withExtraKey(value: unknown, path: Path): unknown {
  const target = path.reduce<unknown>((at, key) => (at as Record<string | number, unknown>)[key], value);
  if (target === null || typeof target !== 'object' || Array.isArray(target)) return value;
  return replaced(value, path, { ...target, unexpected: 1 });
}

describe('the browser schema check', () => {
  it.each(SAMPLES)('accepts the valid %s as TypeBox does', (_, schema, value) => {
    expect(Value.Check(schema, value)).toBe(true);
    expect(check(schema, value)).toBe(true);
  });

  it.each(SAMPLES)('agrees with TypeBox Value.Check on every one-place break of %s', (_, schema, value) => {
    const paths = pathsOf(value);
    fc.assert(
      fc.property(fc.constantFrom(...paths), fc.constantFrom(...ODD_VALUES), fc.boolean(), (path, odd, extraKey) => {
        const broken = extraKey ? withExtraKey(value, path) : replaced(value, path, odd);
        expect(check(schema, broken)).toBe(Value.Check(schema, broken));
      }),
      { numRuns: 300 },
    );
  });

  it('names the path of what is wrong', () => {
    const errors = schemaErrors(contract.PlaceOrderAnswer, { order: { ...order, qty: 0.001 }, fills: [{ ...fill, side: 'up' }], duplicate: false });
    expect(errors.map((error) => error.path)).toEqual(['/order/qty', '/fills/0/side']);
  });

  it('refuses unknown keys only where the schema is closed', () => {
    expect(check(contract.PingFrame, { op: 'ping', ts: 1, more: true })).toBe(false);
    expect(check(contract.Balance, { asset: 'BTC', available: '1', frozen: '0', more: true })).toBe(true);
  });

  it('throws on a schema keyword it does not know, rather than passing what it cannot check', () => {
    expect(() => check(Type.Object({ a: Type.String({ format: 'email' }) }), { a: 'x' })).toThrow(UnsupportedSchemaError);
    expect(() => check(Type.Record(Type.String(), Type.String()), {})).toThrow(UnsupportedSchemaError);
  });

  it('knows every keyword of every schema the contract exports', () => {
    const schemas = (Object.values(contract) as unknown[]).filter(
      (value): value is TSchema => typeof value === 'object' && value !== null && Kind in value,
    );
    expect(schemas.length).toBeGreaterThan(30);
    // Null visits every keyword of the top level; nested shapes are visited through the samples above, and here
    // through a walk that throws on any keyword the checker does not read.
    for (const schema of schemas) expect(() => visitAll(schema)).not.toThrow();
  });
});

/** Checks `null` and `{}` against the schema and each nested one, so every keyword anywhere in it is looked at. */
function visitAll(schema: TSchema): void {
  schemaErrors(schema, null);
  for (const value of Object.values(schema)) {
    if (Array.isArray(value)) value.forEach((item) => typeof item === 'object' && item !== null && Kind in item && visitAll(item as TSchema));
    else if (typeof value === 'object' && value !== null) {
      if (Kind in value) visitAll(value as TSchema);
      else Object.values(value).forEach((item) => typeof item === 'object' && item !== null && Kind in item && visitAll(item as TSchema));
    }
  }
}
