import { codeText, readEnvelope } from '../../src/api/envelope';
import { ApiError } from '../../src/api/errors';
import { APP_FLAVOUR, EVENTS_FLAVOUR } from '../../src/api/flavours';
import type { Flavour } from '../../src/api/flavours';

const PATH = '/v1/mix/public/usdtRate';
const USER_INFO = '/v1/user/overview/userinfo';

function read(flavour: Flavour, data: unknown, path = PATH, status = 200): unknown {
  return readEnvelope(flavour, { status, data }, path);
}

function failure(flavour: Flavour, data: unknown, path = PATH, status = 200): ApiError {
  try {
    read(flavour, data, path, status);
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected an ApiError');
}

describe('codeText', () => {
  it('gives codes as trimmed text and ignores other values', () => {
    expect(codeText(' 00005 ')).toBe('00005');
    expect(codeText(20906)).toBe('20906');
    expect(codeText('')).toBeUndefined();
    expect(codeText('  ')).toBeUndefined();
    expect(codeText(Number.NaN)).toBeUndefined();
    expect(codeText({})).toBeUndefined();
  });
});

describe('readEnvelope (app)', () => {
  it('returns data of a success envelope', () => {
    expect(read(APP_FLAVOUR, { status: 'success', code: '00000', msg: 'success', data: { a: 1 } })).toEqual({ a: 1 });
  });

  it('returns null data as null', () => {
    expect(read(APP_FLAVOUR, { status: 'success', code: '00000', data: null })).toBeNull();
  });

  it("rejects status 'error' with the server msg for a toast", () => {
    const error = failure(APP_FLAVOUR, { status: 'error', code: '40002', msg: 'Invalid parameter', data: null });
    expect(error).toMatchObject({ kind: 'envelope', code: '40002', serverMessage: 'Invalid parameter', toast: true });
    expect(error.message).toBe('Invalid parameter');
  });

  it("rejects status 'error' without a msg with the generic text", () => {
    const error = failure(APP_FLAVOUR, { status: 'error', code: '1', msg: '  ', data: null });
    expect(error).toMatchObject({ kind: 'envelope', messageKey: 'errors.unknown', toast: true });
    expect(error.serverMessage).toBeUndefined();
  });

  it.each(['20906', '20205', 20906, ' 20906 '])('turns code %p into the localized login-expired error', (code) => {
    const error = failure(APP_FLAVOUR, { status: 'error', code, msg: 'token gone', data: null });
    expect(error).toMatchObject({ kind: 'session-expired', messageKey: 'errors.loginExpired', toast: true });
    expect(error.action).toBeUndefined();
  });

  it.each(['00004', '00005', '00006', 5])('toasts the msg of code %p', (code) => {
    const error = failure(APP_FLAVOUR, { status: 'error', code, msg: 'Refused', data: null });
    expect(error).toMatchObject({ kind: 'envelope', serverMessage: 'Refused', toast: true });
  });

  it.each(['00004', '00005', '00006'])('resolves the user-info call on code %s (anonymous visitor)', (code) => {
    expect(read(APP_FLAVOUR, { status: 'error', code, msg: 'Please log in', data: null }, USER_INFO)).toBeNull();
    expect(read(APP_FLAVOUR, { status: 'error', code, msg: 'Please log in' }, USER_INFO)).toBeNull();
    expect(read(APP_FLAVOUR, { status: 'error', code, msg: 'x', data: { partial: true } }, USER_INFO)).toEqual({
      partial: true,
    });
  });

  it('exempts the user-info call under another prefix too', () => {
    expect(read(APP_FLAVOUR, { status: 'error', code: '00004', msg: 'x' }, '/v2/user/overview/userinfo')).toBeNull();
  });

  it('rejects a missing data body as malformed', () => {
    const error = failure(APP_FLAVOUR, { status: 'success', code: '00000', msg: 'success' });
    expect(error).toMatchObject({ kind: 'malformed', messageKey: 'errors.malformed', toast: true, path: PATH });
    expect(error.detail).toBe('the envelope has no data');
  });

  it('keeps the code and the server’s words of an expired session, for the logs', () => {
    const error = failure(APP_FLAVOUR, { status: 'error', code: '20205', msg: 'token revoked', data: null });
    expect(error).toMatchObject({ kind: 'session-expired', code: '20205', detail: 'token revoked' });
  });

  it('shows the server’s msg of a refusal in place of a message of its own', () => {
    const error = failure(APP_FLAVOUR, { status: 'error', code: '40002', msg: 'Amount too small', data: null });
    expect(error).toMatchObject({ kind: 'envelope', code: '40002', serverMessage: 'Amount too small' });
    expect(error.messageKey).toBeUndefined();
  });

  it.each([
    ['a string', 'plain text', 'a string'],
    ['an HTML page', '<!doctype html><html><body>502 Bad Gateway</body></html>', 'a string'],
    ['a number', 42, 'a number'],
    ['null', null, 'null'],
    ['an array', [{ data: 1 }], 'an array'],
    ['empty', '', 'a string'],
    ['undefined', undefined, 'a undefined'],
    ['a class instance', new Map([['data', 1]]), 'an object that is not a plain record'],
  ])('rejects a body that is %s as malformed, saying what it was', (_label, body, what) => {
    expect(failure(APP_FLAVOUR, body)).toMatchObject({
      kind: 'malformed',
      messageKey: 'errors.malformed',
      detail: `the answer is ${what}, not an envelope`,
    });
  });
});

describe('readEnvelope (events)', () => {
  it.each(['00000', '200', 200, 0])('returns data for the success code %p', (code) => {
    expect(read(EVENTS_FLAVOUR, { code, msg: 'ok', data: [1] })).toEqual([1]);
  });

  it('returns null when a success envelope carries no data', () => {
    expect(read(EVENTS_FLAVOUR, { code: '00000', msg: 'ok' })).toBeNull();
  });

  it.each(['40002', '00005', '1', 500])('rejects code %p with the msg text', (code) => {
    const error = failure(EVENTS_FLAVOUR, { status: 'error', code, msg: 'Activity ended', data: null });
    expect(error).toMatchObject({ kind: 'envelope', serverMessage: 'Activity ended', toast: true });
    expect(error.message).toBe('Activity ended');
  });

  it('rejects a missing code as an error', () => {
    const error = failure(EVENTS_FLAVOUR, { msg: 'what', data: 1 });
    expect(error).toMatchObject({ kind: 'envelope', serverMessage: 'what' });
  });

  it("rejects status 'error' even with a success code", () => {
    expect(failure(EVENTS_FLAVOUR, { status: 'error', code: '00000', msg: 'odd' })).toMatchObject({
      kind: 'envelope',
      serverMessage: 'odd',
    });
  });

  it.each(['00004', '20906', '20205', 4])('asks for the logout sequence on code %p on HTTP 200', (code) => {
    const error = failure(EVENTS_FLAVOUR, { status: 'error', code, msg: 'Login expired', data: null });
    expect(error).toMatchObject({
      kind: 'session-expired',
      action: 'logout',
      messageKey: 'errors.loginExpired',
      toast: true,
    });
  });

  it.each(['00004', '20906', '20205'])('does not log out on code %s from the user-info call', (code) => {
    const error = failure(EVENTS_FLAVOUR, { status: 'error', code, msg: 'Please log in', data: null }, USER_INFO);
    expect(error).toMatchObject({ kind: 'envelope', serverMessage: 'Please log in', toast: false, silent: true });
    expect(error.action).toBeUndefined();
  });

  it('does not log out on those codes when the HTTP status is not 200', () => {
    const error = failure(EVENTS_FLAVOUR, { code: '20906', msg: 'x' }, PATH, 201);
    expect(error.kind).toBe('envelope');
    expect(error.action).toBeUndefined();
  });

  it.each([['text', 'not json'], ['null', null], ['an array', []], ['a number', 7]])(
    'rejects a body that is %s as malformed',
    (_label, body) => {
      expect(failure(EVENTS_FLAVOUR, body)).toMatchObject({ kind: 'malformed', messageKey: 'errors.malformed' });
    },
  );
});
