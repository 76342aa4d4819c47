import { linkAbortSignal } from '../../src/api/abort-link';

describe('linkAbortSignal', () => {
  it('aborts the request when the caller aborts, with the caller reason', () => {
    const caller = new AbortController();
    const request = new AbortController();
    linkAbortSignal(caller.signal, request);
    caller.abort('left the page');
    expect(request.signal.aborted).toBe(true);
    expect(request.signal.reason).toBe('left the page');
  });

  it('aborts at once when the caller signal is already aborted', () => {
    const request = new AbortController();
    linkAbortSignal(AbortSignal.abort('gone'), request);
    expect(request.signal.aborted).toBe(true);
    expect(request.signal.reason).toBe('gone');
  });

  it('forwards one abort only: the listener leaves the caller signal when it fires', () => {
    // A signal-like target that can fire twice shows whether the listener stayed registered after the first.
    const caller = Object.assign(new EventTarget(), { aborted: false, reason: 'first' }) as unknown as AbortSignal;
    const abort = jest.fn();
    linkAbortSignal(caller, { abort } as unknown as AbortController);
    caller.dispatchEvent(new Event('abort'));
    caller.dispatchEvent(new Event('abort'));
    expect(abort.mock.calls).toEqual([['first']]);
  });

  it('stops forwarding after unlink', () => {
    const caller = new AbortController();
    const request = new AbortController();
    const unlink = linkAbortSignal(caller.signal, request);
    unlink();
    caller.abort();
    expect(request.signal.aborted).toBe(false);
  });

  it('does nothing without a caller signal', () => {
    const request = new AbortController();
    linkAbortSignal(undefined, request)();
    expect(request.signal.aborted).toBe(false);
  });
});
