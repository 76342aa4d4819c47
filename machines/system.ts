// Creates and starts the app's root actors, with one inspector (development)
// and one clock (tests). Effects come from the caller, so this file stays free
// of the store, the router and the page.
import { createActor, fromPromise, type InspectionEvent, type Observer } from 'xstate';
import type { KeyAlgorithmName } from '../src/crypto/key-algorithm';
import type { ClientKeyPair } from '../src/crypto/key-pair';
import type { VerifiedSignConfig } from '../src/crypto/sign-config';
import { keyPairMachine, type KeyPairInput } from './key-pair.machine';
import { signingMachine, type LoadConfigInput } from './signing.machine';
import { simulationMachine, type SimulationInput } from './simulation.machine';

export interface SimulationEffects {
  setFlag(): void;
  removeFlag(): void;
  load(path: string): void;
  redirect(path: string): void;
  reload(): void;
}

export interface SigningEffects {
  loadConfig(input: LoadConfigInput): Promise<unknown>;
  verify(raw: unknown): Promise<VerifiedSignConfig>;
  reportFailure(reason: string): void;
}

export interface KeyPairEffects {
  generate(algorithm: KeyAlgorithmName): Promise<ClientKeyPair>;
  generateBackup(algorithm: KeyAlgorithmName, signal: AbortSignal): Promise<ClientKeyPair>;
  persist(pair: ClientKeyPair, userId: string, token: string): void;
}

export interface SystemOptions {
  simulation: { input: SimulationInput; effects: SimulationEffects };
  signing: SigningEffects;
  keyPair: { input: KeyPairInput; effects: KeyPairEffects };
  inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void);
  clock?: NonNullable<Parameters<typeof createActor>[1]>['clock'];
}

export function createAppActors({ simulation, signing, keyPair, inspect, clock }: SystemOptions) {
  // Absent options must stay absent: an explicit `clock: undefined` would replace XState's default clock.
  const options = { ...(inspect ? { inspect } : {}), ...(clock ? { clock } : {}) };
  const simulationActor = createActor(
    simulationMachine.provide({
      actions: {
        setFlag: () => simulation.effects.setFlag(),
        removeFlag: () => simulation.effects.removeFlag(),
        load: (_, { path }) => simulation.effects.load(path),
        redirect: (_, { path }) => simulation.effects.redirect(path),
        reload: () => simulation.effects.reload(),
      },
    }),
    { ...options, input: simulation.input },
  );
  const signingActor = createActor(
    signingMachine.provide({
      actors: {
        loadConfig: fromPromise(({ input }) => signing.loadConfig(input)),
        verify: fromPromise(({ input }) => signing.verify(input.raw)),
      },
      actions: { reportFailure: (_, { reason }) => signing.reportFailure(reason) },
    }),
    options,
  );
  const keyPairActor = createActor(
    keyPairMachine.provide({
      actors: {
        generate: fromPromise(({ input }) => keyPair.effects.generate(input.algorithm)),
        generateBackup: fromPromise(({ input, signal }) => keyPair.effects.generateBackup(input.algorithm, signal)),
      },
      actions: { persist: (_, { pair, userId, token }) => keyPair.effects.persist(pair, userId, token) },
    }),
    { ...options, input: keyPair.input },
  );
  return { simulation: simulationActor, signing: signingActor, keyPair: keyPairActor };
}

export type AppActors = ReturnType<typeof createAppActors>;

/** Starts every actor; apart from creation so the store's mirrors subscribe first. */
export function startAppActors(actors: AppActors): void {
  actors.simulation.start();
  actors.signing.start();
  actors.keyPair.start();
}
