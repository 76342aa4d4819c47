// Signing readiness (SPEC 4): uninitialised -> loading the config -> verifying
// the server key -> ready. Any failure returns to uninitialised, keeps the
// reason and reports it; 00020-00022 answers ask for a refetch, debounced 2 s.
import { assign, fromPromise, setup } from 'xstate';
import { TOAST_DEBOUNCE_MS } from '../src/config/constants';
import type { VerifiedSignConfig } from '../src/crypto/sign-config';

export type SigningEvent = { type: 'START' } | { type: 'REFETCH' };

interface SigningContext {
  raw: unknown;
  config: VerifiedSignConfig | null;
  error: string | null;
}

function reasonOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message !== '' ? error.message : fallback;
}

export const signingMachine = setup({
  types: {
    context: {} as SigningContext,
    events: {} as SigningEvent,
  },
  actors: {
    loadConfig: fromPromise<unknown>(async () => {
      throw new Error('loadConfig not provided');
    }),
    verify: fromPromise<VerifiedSignConfig, { raw: unknown }>(async () => {
      throw new Error('verify not provided');
    }),
  },
  delays: {
    refetchDebounce: TOAST_DEBOUNCE_MS,
  },
  actions: {
    reportFailure: (_, _params: { reason: string }) => {},
  },
}).createMachine({
  id: 'signing',
  context: { raw: null, config: null, error: null },
  initial: 'uninitialised',
  states: {
    uninitialised: {
      on: { START: 'loadingConfig', REFETCH: 'loadingConfig' },
    },
    loadingConfig: {
      tags: ['busy'],
      invoke: {
        src: 'loadConfig',
        onDone: { target: 'verifyingServerKey', actions: assign({ raw: ({ event }) => event.output }) },
        onError: {
          target: 'uninitialised',
          actions: [
            assign({ config: null, error: 'config fetch failed' }),
            { type: 'reportFailure', params: { reason: 'config fetch failed' } },
          ],
        },
      },
    },
    verifyingServerKey: {
      tags: ['busy'],
      invoke: {
        src: 'verify',
        input: ({ context }) => ({ raw: context.raw }),
        onDone: { target: 'ready', actions: assign({ config: ({ event }) => event.output, error: null }) },
        onError: {
          target: 'uninitialised',
          actions: [
            assign({ config: null, error: ({ event }) => reasonOf(event.error, 'server key verification failed') }),
            {
              type: 'reportFailure',
              params: ({ event }) => ({ reason: reasonOf(event.error, 'server key verification failed') }),
            },
          ],
        },
      },
    },
    ready: {
      tags: ['ready'],
      on: { REFETCH: 'refetchPending' },
    },
    refetchPending: {
      tags: ['ready'],
      on: { REFETCH: { target: 'refetchPending', reenter: true } },
      after: { refetchDebounce: 'loadingConfig' },
    },
  },
});
