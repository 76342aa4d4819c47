// The client key pair (SPEC 4): made once on first need, only in a secure context, with an 8 s limit; when
// WebCrypto has not answered by then (or has failed), a backup is generated in the background and whichever pair
// is ready first is used. The backup starts only then, so node-forge, which makes it, loads only where WebCrypto
// cannot do the job. The size is the sign config's `defaultAlgorithm`, carried by the first REQUEST. After a login
// with a user id the pair is stored under the token and under the user id (the `persist` action the app provides).
import { assign, fromPromise, setup, stateIn } from 'xstate';
import { KEY_GENERATION_TIMEOUT_MS } from '../src/config/constants';
import { DEFAULT_KEY_ALGORITHM, type KeyAlgorithmName } from '../src/crypto/key-algorithm';
import type { ClientKeyPair } from '../src/crypto/key-pair';

export interface KeyPairInput {
  /** A pair restored from storage for the logged-in user, if any. */
  stored: ClientKeyPair | null;
  secureContext: boolean;
}

export type KeyPairEvent =
  | { type: 'REQUEST'; algorithm?: KeyAlgorithmName }
  | { type: 'LOGGED_IN'; userId: string; token: string };

interface KeyPairContext {
  pair: ClientKeyPair | null;
  algorithm: KeyAlgorithmName;
  /** The WebCrypto generation failed; the backup is the last chance. */
  primaryFailed: boolean;
  error: string | null;
  secureContext: boolean;
}

interface GenerateInput {
  algorithm: KeyAlgorithmName;
}

export const keyPairMachine = setup({
  types: {
    context: {} as KeyPairContext,
    input: {} as KeyPairInput,
    events: {} as KeyPairEvent,
  },
  actors: {
    // WebCrypto, off the main thread; provided by the app.
    generate: fromPromise<ClientKeyPair, GenerateInput>(async () => {
      throw new Error('generate not provided');
    }),
    // node-forge, stepped in slices; takes the signal so leaving the state stops it.
    generateBackup: fromPromise<ClientKeyPair, GenerateInput>(async () => {
      throw new Error('generateBackup not provided');
    }),
  },
  delays: {
    keyGenerationTimeout: KEY_GENERATION_TIMEOUT_MS,
  },
  actions: {
    persist: (_, _params: { pair: ClientKeyPair; userId: string; token: string }) => {},
  },
  guards: {
    hasStored: ({ context }) => context.pair !== null,
    insecure: ({ context }) => !context.secureContext,
    primaryFailed: ({ context }) => context.primaryFailed,
  },
}).createMachine({
  id: 'keyPair',
  context: ({ input }) => ({
    pair: input.stored,
    algorithm: DEFAULT_KEY_ALGORITHM,
    primaryFailed: false,
    error: null,
    secureContext: input.secureContext,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasStored', target: 'ready' }, { target: 'idle' }],
    },
    idle: {
      on: { REQUEST: 'checking' },
    },
    checking: {
      entry: assign({
        algorithm: ({ context, event }) =>
          (event.type === 'REQUEST' ? event.algorithm : undefined) ?? context.algorithm,
        primaryFailed: false,
        error: null,
      }),
      always: [
        { guard: 'insecure', target: 'unavailable', actions: assign({ error: 'insecure context' }) },
        { target: 'creating' },
      ],
    },
    creating: {
      invoke: {
        src: 'generate',
        input: ({ context }) => ({ algorithm: context.algorithm }),
        onDone: { target: 'ready', actions: assign({ pair: ({ event }) => event.output }) },
        onError: [
          // The backup failed already: nothing is left to wait for.
          { guard: ({ context }) => context.error !== null, target: 'failed', actions: assign({ error: 'key generation failed' }) },
          // The backup is already running (the timeout started it): let it finish. Targeting it again would stop it
          // and start it from scratch, throwing away seconds of node-forge work on a slow phone.
          { guard: stateIn('#keyPair.creating.backup'), actions: assign({ primaryFailed: true }) },
          { target: '.backup', actions: assign({ primaryFailed: true }) },
        ],
      },
      initial: 'primary',
      states: {
        primary: {
          after: { keyGenerationTimeout: 'backup' },
        },
        backup: {
          invoke: {
            src: 'generateBackup',
            input: ({ context }) => ({ algorithm: context.algorithm }),
            onDone: { target: '#keyPair.ready', actions: assign({ pair: ({ event }) => event.output }) },
            onError: [
              { guard: 'primaryFailed', target: '#keyPair.failed', actions: assign({ error: 'key generation failed' }) },
              // WebCrypto may still answer: wait for it alone.
              { target: 'primaryOnly', actions: assign({ error: 'backup key generation failed' }) },
            ],
          },
        },
        primaryOnly: {},
      },
    },
    ready: {
      tags: ['ready'],
      on: {
        LOGGED_IN: {
          actions: {
            type: 'persist',
            params: ({ context, event }) => ({ pair: context.pair!, userId: event.userId, token: event.token }),
          },
        },
      },
    },
    unavailable: { tags: ['failed'] },
    failed: { tags: ['failed'], on: { REQUEST: 'checking' } },
  },
});
