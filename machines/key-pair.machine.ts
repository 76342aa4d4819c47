// The client key pair (SPEC 4): made once on first need, only in a secure
// context, with an 8 s limit; a backup generated in the background meanwhile is
// used when the limit passes. After a login with a user id it is stored under
// the token and under the user id (the `persist` action the app provides).
import { assign, fromPromise, setup } from 'xstate';
import { KEY_GENERATION_TIMEOUT_MS } from '../src/config/constants';
import type { ClientKeyPair } from '../src/crypto/key-pair';

export interface KeyPairInput {
  /** A pair restored from storage for the logged-in user, if any. */
  stored: ClientKeyPair | null;
  secureContext: boolean;
}

export type KeyPairEvent = { type: 'REQUEST' } | { type: 'LOGGED_IN'; userId: string; token: string };

interface KeyPairContext {
  pair: ClientKeyPair | null;
  backup: ClientKeyPair | null;
  error: string | null;
  secureContext: boolean;
}

export const keyPairMachine = setup({
  types: {
    context: {} as KeyPairContext,
    input: {} as KeyPairInput,
    events: {} as KeyPairEvent,
  },
  actors: {
    // WebCrypto, off the main thread; provided by the app.
    generate: fromPromise<ClientKeyPair>(async () => {
      throw new Error('generate not provided');
    }),
    // node-forge, stepped in slices; takes the signal so leaving the state stops it.
    generateBackup: fromPromise<ClientKeyPair>(async () => {
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
    hasBackup: ({ context }) => context.backup !== null,
  },
}).createMachine({
  id: 'keyPair',
  context: ({ input }) => ({ pair: input.stored, backup: null, error: null, secureContext: input.secureContext }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasStored', target: 'ready' }, { target: 'idle' }],
    },
    idle: {
      on: { REQUEST: 'checking' },
    },
    checking: {
      always: [
        { guard: 'insecure', target: 'unavailable', actions: assign({ error: 'insecure context' }) },
        { target: 'creating' },
      ],
    },
    creating: {
      invoke: {
        src: 'generateBackup',
        onDone: { actions: assign({ backup: ({ event }) => event.output }) },
        onError: { actions: assign({ error: 'backup key generation failed' }) },
      },
      initial: 'primary',
      states: {
        primary: {
          invoke: {
            src: 'generate',
            onDone: { target: '#keyPair.ready', actions: assign({ pair: ({ event }) => event.output }) },
            onError: 'waitingForBackup',
          },
          after: { keyGenerationTimeout: 'waitingForBackup' },
        },
        waitingForBackup: {
          always: [
            { guard: 'hasBackup', target: '#keyPair.ready', actions: assign({ pair: ({ context }) => context.backup }) },
            { guard: ({ context }) => context.error !== null, target: '#keyPair.failed' },
          ],
        },
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
