// Signing readiness (SPEC 4): uninitialised -> loading the config -> verifying
// the server key -> ready. Any failure returns to uninitialised, keeps the
// reason and reports it (SPEC 8: network errors are not reported); 00020-00022
// answers ask for a refetch, debounced 2 s.
// After a failure the machine waits out a backoff (src/core/backoff.ts) before
// it fetches again, and asks for nothing in between: calls that want signing
// meanwhile go unsigned instead of each starting a fetch. The tab coming back
// online, or into view, retries at once with the backoff reset. A fetch tells its
// loader whether it is such a retry (`retry: true`): the loader then shares the
// wait public calls keep for the same config (src/app/sign-config-source.ts),
// so the two never ask in turn.
// RENEW fetches the config now, without the debounce: a login the gateway
// refused as sealed under an expired server key (40012) is sealed again once
// under the key it serves now (sagas/server-key-renewal.ts).
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { TOAST_DEBOUNCE_MS } from '../src/config/constants';
import { backoffDelay } from '../src/core/backoff';
import { isTransportFailure } from '../src/core/transport-failure';
import type { VerifiedSignConfig } from '../src/crypto/sign-config';
import { errorText } from '../src/core/error-text';

/** RESUMED: the browser is online again, or the tab is visible again. */
/** RENEW: fetch and verify the config now (the server key rotated), whatever the debounce. */
/** What a config fetch is: a retry after the backoff, or a first fetch, a refetch or one the tab's return asked for. */
export interface LoadConfigInput {
  retry: boolean;
}

export type SigningEvent = { type: 'START' } | { type: 'REFETCH' } | { type: 'RESUMED' } | { type: 'RENEW' };

interface SigningContext {
  raw: unknown;
  config: VerifiedSignConfig | null;
  error: string | null;
  /** Failures since the last success; sets the backoff. */
  failures: number;
}

export const signingMachine = setup({
  types: {
    context: {} as SigningContext,
    events: {} as SigningEvent,
  },
  actors: {
    loadConfig: fromPromise<unknown, LoadConfigInput>(async () => {
      throw new Error('loadConfig not provided');
    }),
    verify: fromPromise<VerifiedSignConfig, { raw: unknown }>(async () => {
      throw new Error('verify not provided');
    }),
  },
  delays: {
    refetchDebounce: TOAST_DEBOUNCE_MS,
    retryBackoff: ({ context }) => backoffDelay(context.failures),
  },
  actions: {
    reportFailure: (_, _params: { reason: string }) => {},
  },
}).createMachine({
  id: 'signing',
  context: { raw: null, config: null, error: null, failures: 0 },
  initial: 'uninitialised',
  states: {
    uninitialised: {
      initial: 'idle',
      states: {
        idle: {
          on: { START: '#signing.loadingConfig', REFETCH: '#signing.loadingConfig', RENEW: '#signing.loadingConfig' },
        },
        // START, REFETCH and RENEW are ignored here: the next fetch waits for the backoff or for RESUMED.
        backingOff: {
          after: { retryBackoff: '#signing.loadingConfig' },
          on: { RESUMED: { target: '#signing.loadingConfig', actions: assign({ failures: 0 }) } },
        },
      },
    },
    loadingConfig: {
      tags: ['busy'],
      invoke: {
        src: 'loadConfig',
        // RESUMED resets the count, and a success does: only the fetches the backoff timed have failures behind them.
        input: ({ context }) => ({ retry: context.failures > 0 }),
        onDone: { target: 'verifyingServerKey', actions: assign({ raw: ({ event }) => event.output }) },
        onError: {
          target: 'uninitialised.backingOff',
          actions: [
            assign({ config: null, error: 'config fetch failed', failures: ({ context }) => context.failures + 1 }),
            // SPEC 8: a network error is not reported (an offline tab would report every retry).
            enqueueActions(({ enqueue, event }) => {
              if (!isTransportFailure(event.error)) enqueue({ type: 'reportFailure', params: { reason: 'config fetch failed' } });
            }),
          ],
        },
      },
    },
    verifyingServerKey: {
      tags: ['busy'],
      invoke: {
        src: 'verify',
        input: ({ context }) => ({ raw: context.raw }),
        onDone: { target: 'ready', actions: assign({ config: ({ event }) => event.output, error: null, failures: 0 }) },
        onError: {
          target: 'uninitialised.backingOff',
          actions: [
            assign({
              config: null,
              error: ({ event }) => errorText(event.error, 'server key verification failed'),
              failures: ({ context }) => context.failures + 1,
            }),
            {
              type: 'reportFailure',
              params: ({ event }) => ({ reason: errorText(event.error, 'server key verification failed') }),
            },
          ],
        },
      },
    },
    ready: {
      tags: ['ready'],
      on: { REFETCH: 'refetchPending', RENEW: 'loadingConfig' },
    },
    refetchPending: {
      tags: ['ready'],
      on: { REFETCH: { target: 'refetchPending', reenter: true }, RENEW: 'loadingConfig' },
      after: { refetchDebounce: 'loadingConfig' },
    },
  },
});
