// The actors a machine leaves to the app (WebCrypto, node-forge, the sign config, the order book's snapshot, the
// private channels' signature) fail when the app did not provide them, and say which one is missing: a machine
// wired without one must not take an empty answer for a key pair, a config or a snapshot.
import { createActor, type AnyActorLogic } from 'xstate';
import { keyPairMachine } from '../../machines/key-pair.machine';
import { marketStreamMachine } from '../../machines/market-stream.machine';
import { signingMachine } from '../../machines/signing.machine';

function failureOf(logic: AnyActorLogic, input: unknown): Promise<unknown> {
  const actor = createActor(logic, { input });
  const failed = new Promise<unknown>((resolve, reject) =>
    actor.subscribe({ error: resolve, complete: () => reject(new Error('the actor answered instead of failing')) }),
  );
  actor.start();
  return failed;
}

const unprovided: Array<[string, AnyActorLogic | undefined, unknown]> = [
  ['generate', keyPairMachine.implementations.actors['generate'] as AnyActorLogic | undefined, { algorithm: 'rsa1024' }],
  ['generateBackup', keyPairMachine.implementations.actors['generateBackup'] as AnyActorLogic | undefined, { algorithm: 'rsa1024' }],
  ['loadConfig', signingMachine.implementations.actors['loadConfig'] as AnyActorLogic | undefined, undefined],
  ['verify', signingMachine.implementations.actors['verify'] as AnyActorLogic | undefined, { raw: {} }],
  ['fetchSnapshot', marketStreamMachine.implementations.actors['fetchSnapshot'] as AnyActorLogic | undefined, { symbol: 'BTCUSDT' }],
  ['authorize', marketStreamMachine.implementations.actors['authorize'] as AnyActorLogic | undefined, { account: 'real', channels: ['orders'] }],
];

test.each(unprovided)('%s, when the app did not provide it, fails and names itself', async (name, logic, input) => {
  expect(logic).toBeDefined();
  await expect(failureOf(logic!, input)).resolves.toEqual(new Error(`${name} not provided`));
});
