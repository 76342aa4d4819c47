import { reportApiError } from '../../src/api/error-report';
import { ApiError } from '../../src/api/errors';
import { APP_FLAVOUR, EVENTS_FLAVOUR } from '../../src/api/flavours';

const envelopeError = (): ApiError => new ApiError({ kind: 'envelope', serverMessage: 'Activity ended' });

describe('reportApiError', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('logs failures to the console in the events shell', () => {
    reportApiError(envelopeError(), { flavour: EVENTS_FLAVOUR, label: 'POST /v1/a' });
    expect(consoleError).toHaveBeenCalledWith('[api] POST /v1/a: Activity ended');
  });

  it('keeps silent errors out of the events console, where the same error without the flag is logged', () => {
    const silent = new ApiError({ kind: 'http', status: 429, silent: true });
    reportApiError(silent, { flavour: EVENTS_FLAVOUR, label: 'GET /v1/a' });
    expect(consoleError).not.toHaveBeenCalled();
    reportApiError(new ApiError({ kind: 'http', status: 429 }), { flavour: EVENTS_FLAVOUR, label: 'GET /v1/a' });
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls[0][0]).toMatch(/^\[api\] GET \/v1\/a: /);
  });

  it('does not log in the app, where the error goes to onError for its toast instead', () => {
    const onError = jest.fn();
    const error = envelopeError();
    reportApiError(error, { flavour: APP_FLAVOUR, label: 'x', onError });
    expect(consoleError).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('hands toastable errors to onError', () => {
    const onError = jest.fn();
    const error = envelopeError();
    reportApiError(error, { flavour: APP_FLAVOUR, label: 'x', onError });
    expect(onError).toHaveBeenCalledWith(error);
  });

  it.each([
    ['an error that is not for a toast', new ApiError({ kind: 'envelope', toast: false }), {}],
    ['a cancellation', new ApiError({ kind: 'cancelled', toast: true }), {}],
    ['a call that opted out of toasts', envelopeError(), { toast: false }],
  ])('keeps %s from onError, which the same report of a toastable error reaches', (_name, error, options) => {
    const onError = jest.fn();
    reportApiError(error, { flavour: APP_FLAVOUR, label: 'x', onError, ...options });
    expect(onError).not.toHaveBeenCalled();
    const toastable = envelopeError();
    reportApiError(toastable, { flavour: APP_FLAVOUR, label: 'x', onError });
    expect(onError.mock.calls).toEqual([[toastable]]);
  });

  it('hands a logout the envelope asks for to onError even from an opted-out call, without its toast', () => {
    const onError = jest.fn();
    const error = new ApiError({ kind: 'envelope', code: '20906', messageKey: 'errors.sessionExpired', action: 'logout' });
    reportApiError(error, { flavour: EVENTS_FLAVOUR, label: 'GET /v1/events/list', onError, toast: false });
    expect(onError).toHaveBeenCalledTimes(1);
    const handed = onError.mock.calls[0][0] as ApiError;
    expect(handed).toBeInstanceOf(ApiError);
    expect(handed).toMatchObject({ kind: 'envelope', code: '20906', action: 'logout', toast: false });
  });

  it('survives an onError handler that throws', () => {
    const onError = jest.fn(() => {
      throw new Error('toast broke');
    });
    expect(() => reportApiError(envelopeError(), { flavour: APP_FLAVOUR, label: 'x', onError })).not.toThrow();
    expect(consoleError).toHaveBeenCalledWith('[api] the onError handler failed', expect.any(Error));
  });
});
