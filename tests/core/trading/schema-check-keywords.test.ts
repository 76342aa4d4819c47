// The keywords the contract's shapes do not use yet (exclusive bounds, minLength, maxItems, an additionalProperties
// schema) and the errors' texts: checked here on small schemas of their own, since the contract cannot show them.
import { Type } from '@sinclair/typebox';
import { parseWith } from '../../../src/core/trading/contract/parse';
import { check, schemaErrors, UnsupportedSchemaError } from '../../../src/core/trading/contract/schema-check';

describe('the browser schema check, keyword by keyword', () => {
  it('holds exclusive bounds: the bound itself is outside', () => {
    const rate = Type.Number({ exclusiveMinimum: 0, exclusiveMaximum: 1 });
    expect(check(rate, 0.5)).toBe(true);
    expect(schemaErrors(rate, 0)).toEqual([{ path: '', message: 'must be > 0' }]);
    expect(schemaErrors(rate, 1)).toEqual([{ path: '', message: 'must be < 1' }]);
    expect(check(rate, -0.1)).toBe(false);
    expect(check(rate, 1.1)).toBe(false);
  });

  it('refuses a number that is not finite, and takes a fraction where the schema is a number', () => {
    expect(schemaErrors(Type.Number(), Number.NaN)).toEqual([{ path: '', message: 'expected number' }]);
    expect(schemaErrors(Type.Number(), Number.POSITIVE_INFINITY)).toEqual([{ path: '', message: 'expected number' }]);
    expect(check(Type.Number(), 1.5)).toBe(true);
  });

  it('holds inclusive bounds, naming them', () => {
    const id = Type.Integer({ minimum: 1, maximum: 9 });
    expect(check(id, 1) && check(id, 9)).toBe(true);
    expect(schemaErrors(id, 0)).toEqual([{ path: '', message: 'must be >= 1' }]);
    expect(schemaErrors(id, 10)).toEqual([{ path: '', message: 'must be <= 9' }]);
    expect(schemaErrors(id, 1.5)).toEqual([{ path: '', message: 'expected integer' }]);
    expect(schemaErrors(id, '1')).toEqual([{ path: '', message: 'expected integer' }]);
  });

  it('holds a string to its length and pattern, naming what is wrong', () => {
    const code = Type.String({ minLength: 2, maxLength: 3, pattern: '^[A-Z]+$' });
    expect(check(code, 'AB') && check(code, 'ABC')).toBe(true);
    expect(schemaErrors(code, 'A')).toEqual([{ path: '', message: 'shorter than 2' }]);
    expect(schemaErrors(code, 'ABCD')).toEqual([{ path: '', message: 'longer than 3' }]);
    expect(schemaErrors(code, 'ab')).toEqual([{ path: '', message: 'does not match ^[A-Z]+$' }]);
    expect(schemaErrors(code, 7)).toEqual([{ path: '', message: 'expected string' }]);
  });

  it('holds an array to its item counts, naming them', () => {
    const list = Type.Array(Type.Boolean(), { minItems: 1, maxItems: 2 });
    expect(check(list, [true]) && check(list, [true, false])).toBe(true);
    expect(schemaErrors(list, [])).toEqual([{ path: '', message: 'fewer than 1 items' }]);
    expect(schemaErrors(list, [true, true, true])).toEqual([{ path: '', message: 'more than 2 items' }]);
    expect(schemaErrors(list, [true, 'no'])).toEqual([{ path: '/1', message: 'expected boolean' }]);
    expect(schemaErrors(list, {})).toEqual([{ path: '', message: 'expected array' }]);
  });

  it('holds a tuple to its length without judging the places that are missing, and names a wrong place', () => {
    const level = Type.Tuple([Type.String(), Type.String()]);
    expect(schemaErrors(level, ['1'])).toEqual([{ path: '', message: 'fewer than 2 items' }]);
    expect(schemaErrors(level, ['1', 2])).toEqual([{ path: '/1', message: 'expected string' }]);
  });

  it('takes any items in an array schema that names none', () => {
    expect(check({ type: 'array' }, [1, 'a', null])).toBe(true);
  });

  it('names each wrong value of an object, with its path', () => {
    const shape = Type.Object({ a: Type.Null(), b: Type.Literal('x') }, { additionalProperties: false });
    expect(schemaErrors(shape, { a: 1, b: 'y', c: 2 })).toEqual([
      { path: '/a', message: 'expected null' },
      { path: '/b', message: 'expected "x"' },
      { path: '/c', message: 'unexpected property' },
    ]);
    expect(schemaErrors(shape, { a: null })).toEqual([{ path: '/b', message: 'required property' }]);
    expect(schemaErrors(shape, [])).toEqual([{ path: '', message: 'expected object' }]);
    expect(schemaErrors(Type.Union([Type.Null(), Type.Boolean()]), 1)).toEqual([{ path: '', message: 'matches none of the allowed shapes' }]);
  });

  it('checks the keys an object schema leaves open against its additionalProperties schema', () => {
    const prices = Type.Object({ symbol: Type.String() }, { additionalProperties: Type.Integer() });
    expect(check(prices, { symbol: 'BTCUSDT', bid: 1, ask: 2 })).toBe(true);
    expect(schemaErrors(prices, { symbol: 'BTCUSDT', bid: 'x' })).toEqual([{ path: '/bid', message: 'expected integer' }]);
  });

  it('takes any extra key where additionalProperties is true', () => {
    expect(check(Type.Object({ a: Type.Integer() }, { additionalProperties: true }), { a: 1, b: 'x' })).toBe(true);
  });

  it('lets an optional property be absent or undefined, and checks it when it has a value', () => {
    const shape = Type.Object({ id: Type.Optional(Type.Integer()) });
    expect(check(shape, {})).toBe(true);
    expect(check(shape, { id: undefined })).toBe(true);
    expect(check(shape, { id: 'x' })).toBe(false);
  });

  it('refuses a schema type it does not know, naming where it is', () => {
    expect(() => check({ type: 'date' }, 1)).toThrow(UnsupportedSchemaError);
    expect(() => check({ type: 'date' }, 1)).toThrow('schema type date at / is not supported');
    expect(() => check({ type: 'object', properties: { at: { type: 'date' } } }, { at: 1 })).toThrow('schema type date at /at is not supported');
    expect(() => check({ type: 'string', format: 'email' }, 'a')).toThrow('schema keyword "format" at / is not supported');
  });

  it('writes a refusal of the value itself under the path "/"', () => {
    expect(parseWith(Type.Integer(), 'x')).toEqual({ ok: false, errors: ['/: expected integer'] });
    expect(parseWith(Type.Object({ a: Type.Integer() }), { a: 'x' })).toEqual({ ok: false, errors: ['/a: expected integer'] });
  });

  it('gives at most the number of reasons asked for', () => {
    const shape = Type.Object({ a: Type.Integer(), b: Type.Integer(), c: Type.Integer() });
    const parsed = parseWith(shape, { a: 'x', b: 'x', c: 'x' }, 2);
    expect(parsed.ok === false && parsed.errors).toEqual(['/a: expected integer', '/b: expected integer']);
  });
});
