import { formatDate, formatDates, trimParams } from '../../src/api/params';

describe('trimParams', () => {
  it('trims every string in nested plain objects and arrays', () => {
    expect(trimParams({ a: ' x ', b: [' y', { c: 'z\n' }], d: 5, e: null, f: true })).toEqual({
      a: 'x',
      b: ['y', { c: 'z' }],
      d: 5,
      e: null,
      f: true,
    });
  });

  it('trims a string given on its own', () => {
    expect(trimParams('  BTCUSDT ')).toBe('BTCUSDT');
  });

  it('never changes its input, even a frozen one', () => {
    const input = Object.freeze({ a: ' x ', list: Object.freeze([' y ']) });
    const output = trimParams(input);
    expect(input).toEqual({ a: ' x ', list: [' y '] });
    expect(output).toEqual({ a: 'x', list: ['y'] });
    expect(output).not.toBe(input);
  });

  it('passes FormData, Blob, File and Date through as the same objects', () => {
    const form = new FormData();
    form.append('name', '  kept  ');
    const blob = new Blob(['  kept  ']);
    const file = new File(['  kept  '], ' name.txt ');
    const date = new Date(2024, 0, 2, 3, 4);
    const output = trimParams({ form, blob, file, date });
    expect(output.form).toBe(form);
    expect(form.get('name')).toBe('  kept  ');
    expect(output.blob).toBe(blob);
    expect(output.file).toBe(file);
    expect(output.date).toBe(date);
    expect(trimParams(form)).toBe(form);
  });

  it('copies a cyclic structure without recursing forever', () => {
    const input: Record<string, unknown> = { name: ' a ' };
    input['self'] = input;
    const output = trimParams(input);
    expect(output['name']).toBe('a');
    expect(output['self']).toBe(output);
  });

  it('copies a cyclic array, and an array or object met twice, once', () => {
    const list: unknown[] = [' x '];
    list.push(list);
    const shared = { name: ' s ' };
    const output = trimParams({ list, a: shared, b: shared, c: [shared, shared] });
    expect(output.list[0]).toBe('x');
    expect(output.list[1]).toBe(output.list);
    expect(output.a).toEqual({ name: 's' });
    expect(output.b).toBe(output.a);
    expect(output.c[0]).toBe(output.a);
    expect(output.c[1]).toBe(output.a);
    expect(list[0]).toBe(' x ');
  });

  it('keeps a record without a prototype without one', () => {
    const input = Object.assign(Object.create(null) as Record<string, unknown>, { name: ' a ' });
    const output = trimParams(input);
    expect(Object.getPrototypeOf(output)).toBeNull();
    expect(output['name']).toBe('a');
  });

  it('gives a copy whose fields the caller can still change and delete', () => {
    const copy = trimParams({ a: ' x ' });
    expect(Object.getOwnPropertyDescriptor(copy, 'a')).toEqual({ value: 'x', enumerable: true, writable: true, configurable: true });
  });

  it('copies a __proto__ key as data instead of changing the prototype', () => {
    const input = JSON.parse('{"__proto__": {"polluted": " yes "}}') as Record<string, unknown>;
    const output = trimParams(input);
    expect(Object.getPrototypeOf(output)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(output, '__proto__')?.value).toEqual({ polluted: 'yes' });
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});

describe('formatDate', () => {
  it('writes year-month-day hour:minute in local time, zero-padded', () => {
    expect(formatDate(new Date(2024, 0, 2, 3, 4, 59))).toBe('2024-01-02 03:04');
    expect(formatDate(new Date(2024, 11, 31, 23, 59))).toBe('2024-12-31 23:59');
  });

  it('writes a year before 1000 with four digits', () => {
    const early = new Date(2024, 0, 2, 3, 4);
    early.setFullYear(999);
    expect(formatDate(early)).toBe('0999-01-02 03:04');
  });

  it('gives null for an invalid date', () => {
    expect(formatDate(new Date('not a date'))).toBeNull();
  });
});

describe('formatDates', () => {
  it('replaces Dates anywhere in plain objects and arrays', () => {
    const date = new Date(2024, 5, 7, 8, 9);
    expect(formatDates({ from: date, range: [date], nested: { at: date } })).toEqual({
      from: '2024-06-07 08:09',
      range: ['2024-06-07 08:09'],
      nested: { at: '2024-06-07 08:09' },
    });
  });

  it('turns an invalid Date into null', () => {
    expect(formatDates({ at: new Date(Number.NaN) })).toEqual({ at: null });
  });

  it('formats a valid moment-like date with the wire pattern', () => {
    const format = jest.fn((pattern: string) => `formatted as ${pattern}`);
    const moment = { format, isValid: () => true };
    expect(formatDates({ at: moment })).toEqual({ at: 'formatted as YYYY-MM-DD HH:mm' });
    expect(format).toHaveBeenCalledWith('YYYY-MM-DD HH:mm');
  });

  it('turns an invalid or misbehaving moment-like date into null', () => {
    const invalid = { format: () => 'never', isValid: () => false };
    const throwing = {
      format: () => {
        throw new Error('broken');
      },
      isValid: () => true,
    };
    const odd = { format: () => 42, isValid: () => true };
    expect(formatDates({ invalid, throwing, odd })).toEqual({ invalid: null, throwing: null, odd: null });
  });

  it('leaves null, and a function or a record with only one of format and isValid, as they are', () => {
    const callable = Object.assign(() => 1, { format: () => 'never', isValid: () => true });
    const formatOnly = { format: () => 'never' };
    const isValidOnly = { isValid: () => true };
    const output = formatDates({ none: null, callable, formatOnly, isValidOnly }) as Record<string, unknown>;
    expect(output['none']).toBeNull();
    expect(output['callable']).toBe(callable);
    expect(output['formatOnly']).toEqual({ format: formatOnly.format });
    expect(output['isValidOnly']).toEqual({ isValid: isValidOnly.isValid });
  });

  it('leaves everything else as it is and never changes its input', () => {
    const date = new Date(2024, 0, 1, 0, 0);
    const input = { date, text: ' x ', count: 1, form: new FormData() };
    const output = formatDates(input) as Record<string, unknown>;
    expect(input.date).toBe(date);
    expect(output['text']).toBe(' x ');
    expect(output['count']).toBe(1);
    expect(output['form']).toBe(input.form);
  });
});
