import { createPendingRegistry, pendingKey } from '../../src/api/pending';

describe('pendingKey', () => {
  it('is the upper-case method and the path', () => {
    expect(pendingKey('post', '/v1/user/logout')).toBe('POST /v1/user/logout');
  });
});

describe('createPendingRegistry', () => {
  it('tracks and forgets requests', () => {
    const registry = createPendingRegistry();
    const first = new AbortController();
    registry.add('GET /v1/a', first);
    expect(registry.size).toBe(1);
    expect(registry.has('GET /v1/a')).toBe(true);
    registry.remove('GET /v1/a', first);
    expect(registry.size).toBe(0);
    expect(registry.has('GET /v1/a')).toBe(false);
    expect(first.signal.aborted).toBe(false);
  });

  it('keeps duplicates side by side by default (cancellation is off, SPEC 7)', () => {
    const registry = createPendingRegistry();
    const first = new AbortController();
    const second = new AbortController();
    registry.add('GET /v1/a', first);
    registry.add('GET /v1/a', second);
    expect(first.signal.aborted).toBe(false);
    expect(registry.size).toBe(2);
    registry.remove('GET /v1/a', first);
    expect(registry.has('GET /v1/a')).toBe(true);
    expect(registry.size).toBe(1);
  });

  it('aborts the older request of the same key when duplicate cancellation is on', () => {
    const registry = createPendingRegistry({ cancelDuplicates: true });
    const first = new AbortController();
    const second = new AbortController();
    const other = new AbortController();
    registry.add('GET /v1/a', first);
    registry.add('GET /v1/b', other);
    registry.add('GET /v1/a', second);
    expect(first.signal.aborted).toBe(true);
    expect(second.signal.aborted).toBe(false);
    expect(other.signal.aborted).toBe(false);
    expect(registry.size).toBe(2);
    // The aborted request's own cleanup must not untrack the newer one.
    registry.remove('GET /v1/a', first);
    expect(registry.has('GET /v1/a')).toBe(true);
  });

  it('aborts a superseded request with an AbortError that names the newer request', () => {
    const registry = createPendingRegistry({ cancelDuplicates: true });
    const first = new AbortController();
    registry.add('GET /v1/a', first);
    registry.add('GET /v1/a', new AbortController());
    const reason = first.signal.reason as DOMException;
    expect(reason.name).toBe('AbortError');
    expect(reason.message).toBe('superseded by a newer GET /v1/a');
  });

  it('changes nothing when told to forget a key or a controller it does not track', () => {
    const registry = createPendingRegistry();
    const tracked = new AbortController();
    registry.add('GET /v1/a', tracked);
    registry.remove('GET /v1/b');
    registry.remove('GET /v1/b', tracked);
    registry.remove('GET /v1/a', new AbortController());
    expect(registry.size).toBe(1);
    expect(registry.has('GET /v1/a')).toBe(true);
    expect(tracked.signal.aborted).toBe(false);
  });

  it('removes every request of a key when no controller is named', () => {
    const registry = createPendingRegistry();
    registry.add('GET /v1/a', new AbortController());
    registry.add('GET /v1/a', new AbortController());
    registry.remove('GET /v1/a');
    expect(registry.size).toBe(0);
  });

  it('counts a controller added twice once', () => {
    const registry = createPendingRegistry();
    const controller = new AbortController();
    registry.add('GET /v1/a', controller);
    registry.add('GET /v1/a', controller);
    expect(registry.size).toBe(1);
  });

  it('aborts and forgets everything on cancelAll', () => {
    const registry = createPendingRegistry();
    const controllers = [new AbortController(), new AbortController(), new AbortController()];
    registry.add('GET /v1/a', controllers[0] as AbortController);
    registry.add('GET /v1/a', controllers[1] as AbortController);
    registry.add('POST /v1/b', controllers[2] as AbortController);
    registry.cancelAll('logout');
    expect(controllers.every((controller) => controller.signal.aborted)).toBe(true);
    expect(controllers[2]?.signal.reason).toBe('logout');
    expect(registry.size).toBe(0);
  });
});
