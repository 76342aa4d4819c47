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

  it('keeps silent errors out of the events console', () => {
    reportApiError(new ApiError({ kind: 'http', status: 429, silent: true }), { flavour: EVENTS_FLAVOUR, label: 'x' });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('does not log in the app, where toasts are the report', () => {
    reportApiError(envelopeError(), { flavour: APP_FLAVOUR, label: 'x' });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('hands toastable errors to onError', () => {
    const onError = jest.fn();
    const error = envelopeError();
    reportApiError(error, { flavour: APP_FLAVOUR, label: 'x', onError });
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('keeps errors that are not for a toast, cancellations and opted-out calls from onError', () => {
    const onError = jest.fn();
    reportApiError(new ApiError({ kind: 'envelope', toast: false }), { flavour: APP_FLAVOUR, label: 'x', onError });
    reportApiError(new ApiError({ kind: 'cancelled', toast: true }), { flavour: APP_FLAVOUR, label: 'x', onError });
    reportApiError(envelopeError(), { flavour: APP_FLAVOUR, label: 'x', onError, toast: false });
    expect(onError).not.toHaveBeenCalled();
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
