// The signing machine's loader of the sign config (machines/signing.machine.ts). A module of its own, loaded with
// the machines: the source it reads is part of every page's start.
import type { LoadConfigInput } from '../../machines/signing.machine';
import type { SignConfigSource } from './sign-config-source';

/**
 * The signing machine's loader (machines/signing.machine.ts): its first fetch reads the session's cached config, a
 * retry after a failure waits as public calls do, and any other fetch (00020-00022 answers, the tab's return, a
 * rotated server key) asks the gateway at once.
 */
export function signingConfigLoader(source: SignConfigSource): (input: LoadConfigInput) => Promise<unknown> {
  let firstLoad = true;
  return ({ retry }) => {
    const first = firstLoad;
    firstLoad = false;
    return first || retry ? source.current() : source.refetch();
  };
}
