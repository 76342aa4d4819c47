import { createHttpClient } from '../../../src/api/http-client';
import type { HttpClient, HttpClientDeps } from '../../../src/api/http-client';
import type { ApiError } from '../../../src/api/errors';
import type { Flavour } from '../../../src/api/flavours';
import type { RequestContext } from '../../../src/api/request-context';
import { createFakeAdapter } from './fake-adapter';
import type { FakeAdapter, FakeHandler } from './fake-adapter';
import { makeContext } from './context';

export interface TestClient {
  readonly client: HttpClient;
  readonly fake: FakeAdapter;
  readonly onError: jest.Mock<void, [ApiError]>;
  /** Replaces what getContext returns from the next request on. */
  setContext(overrides: Partial<RequestContext>): void;
}

export function makeClient(
  flavour: Flavour,
  handler: FakeHandler,
  deps: Partial<Omit<HttpClientDeps, 'adapter' | 'onError'>> = {},
): TestClient {
  const fake = createFakeAdapter(handler);
  const onError = jest.fn<void, [ApiError]>();
  let context = makeContext();
  const client = createHttpClient(flavour, {
    getContext: () => context,
    onError,
    adapter: fake.adapter,
    apiPrefix: '/v1',
    ...deps,
  });
  return {
    client,
    fake,
    onError,
    setContext(overrides) {
      context = makeContext(overrides);
    },
  };
}

/** The rejection of `promise`; fails the test when it resolves. */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to reject');
}
