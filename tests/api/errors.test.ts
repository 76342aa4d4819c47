import {
  ApiError,
  MAX_SERVER_MESSAGE_LENGTH,
  capServerMessage,
  isApiError,
  malformedAnswer,
} from '../../src/api/errors';

describe('capServerMessage', () => {
  it('keeps a short message, trimmed', () => {
    expect(capServerMessage('  Order refused  ')).toBe('Order refused');
  });

  it('gives undefined for blank text and for values that are not strings', () => {
    for (const value of ['', '   ', undefined, null, 42, {}, ['msg']]) expect(capServerMessage(value)).toBeUndefined();
  });

  it('keeps a message of exactly the limit whole, without a cut mark', () => {
    const text = 'x'.repeat(MAX_SERVER_MESSAGE_LENGTH);
    expect(capServerMessage(text)).toBe(text);
  });

  it('cuts a huge message to the limit and marks the cut', () => {
    const capped = capServerMessage('x'.repeat(1_000_000));
    expect(capped).toHaveLength(MAX_SERVER_MESSAGE_LENGTH);
    expect(capped?.endsWith('…')).toBe(true);
  });

  it('never ends the cut with half of a surrogate pair', () => {
    const capped = capServerMessage(`${'a'.repeat(MAX_SERVER_MESSAGE_LENGTH - 2)}${'😀'.repeat(10)}`) ?? '';
    const beforeEllipsis = capped.charCodeAt(capped.length - 2);
    expect(beforeEllipsis >= 0xd800 && beforeEllipsis <= 0xdbff).toBe(false);
  });

  it.each([
    ['U+10000, whose first half is 0xD800', '\ud800\udc00'],
    ['U+10FC00, whose first half is 0xDBFF', '\udbff\udc00'],
  ])('drops the first half of %s when the cut falls inside the pair', (_, pair) => {
    const capped = capServerMessage(`${'a'.repeat(MAX_SERVER_MESSAGE_LENGTH - 2)}${pair.repeat(5)}`);
    expect(capped).toBe(`${'a'.repeat(MAX_SERVER_MESSAGE_LENGTH - 2)}…`);
  });

  it('keeps a character above the surrogates (U+FF58) at the end of the cut: only a pair’s first half is dropped', () => {
    const capped = capServerMessage(`${'a'.repeat(MAX_SERVER_MESSAGE_LENGTH - 2)}${'\uff58'.repeat(5)}`);
    expect(capped).toBe(`${'a'.repeat(MAX_SERVER_MESSAGE_LENGTH - 2)}\uff58…`);
  });

  it('reads no further than four times the limit: text after that much blank space is not kept', () => {
    expect(capServerMessage(`${' '.repeat(MAX_SERVER_MESSAGE_LENGTH * 4)}late text`)).toBeUndefined();
    expect(capServerMessage(`${' '.repeat(MAX_SERVER_MESSAGE_LENGTH * 4 - 4)}late text`)).toBe('late');
  });

  it('trims a huge run of spaces around a short message cheaply', () => {
    expect(capServerMessage(`${' '.repeat(1_000_000)}`)).toBeUndefined();
  });
});

describe('ApiError', () => {
  it('is an Error with its kind and the server message as its message', () => {
    const error = new ApiError({ kind: 'envelope', code: '00005', serverMessage: 'Order refused' });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.message).toBe('Order refused');
    expect(error.kind).toBe('envelope');
    expect(error.code).toBe('00005');
    expect(error.toast).toBe(true);
    expect(error.silent).toBe(false);
  });

  it('caps the server message and the detail it keeps', () => {
    const error = new ApiError({ kind: 'envelope', serverMessage: 'm'.repeat(5000), detail: 'd'.repeat(5000) });
    expect(error.serverMessage).toHaveLength(MAX_SERVER_MESSAGE_LENGTH);
    expect(error.detail).toHaveLength(MAX_SERVER_MESSAGE_LENGTH);
    expect(error.message).toHaveLength(MAX_SERVER_MESSAGE_LENGTH);
  });

  it('falls back to the message key as message when there is no text', () => {
    expect(new ApiError({ kind: 'timeout', messageKey: 'errors.timeout' }).message).toBe('errors.timeout');
  });

  it('is never toasted and never logged when cancelled, unless told otherwise', () => {
    const cancelled = new ApiError({ kind: 'cancelled' });
    expect(cancelled.toast).toBe(false);
    expect(cancelled.silent).toBe(true);
  });

  it('leaves absent optional fields unset', () => {
    const error = new ApiError({ kind: 'network', messageKey: 'errors.network' });
    expect(Object.keys(error)).not.toContain('code');
    expect(Object.keys(error)).not.toContain('status');
    expect('serverMessage' in error).toBe(false);
  });

  it('copies itself with a path', () => {
    const error = new ApiError({ kind: 'http', status: 500, messageKey: 'errors.systemBusy', toast: false });
    const copy = error.withPath('/v1/x');
    expect(copy).toMatchObject({ kind: 'http', status: 500, toast: false, path: '/v1/x' });
    expect(copy.messageKey).toBe('errors.systemBusy');
    expect(error.path).toBeUndefined();
  });
});

describe('isApiError', () => {
  it('tells ApiErrors from other values', () => {
    expect(isApiError(new ApiError({ kind: 'network' }))).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError({ kind: 'network' })).toBe(false);
  });
});

describe('malformedAnswer', () => {
  it('is a toastable malformed error with the catalog key', () => {
    expect(malformedAnswer('/v1/x', 'no data')).toMatchObject({
      kind: 'malformed',
      messageKey: 'errors.malformed',
      detail: 'no data',
      path: '/v1/x',
      toast: true,
    });
  });
});
