// A login-type call the gateway refused because its body was sealed under a server key it no longer holds (40012,
// or 40010 from a gateway that does not tell the two apart) is sealed once more under the key the gateway serves
// now: the server key rotates (docs/security.md, "Login replay"), and a sign config cached for the browser session
// can outlive the old key's grace. One refetch and one retry, never a loop: a second refusal is the answer.
import { call, getContext } from 'redux-saga/effects';
import type { AppActors } from '../machines/system';
import type { ApiErrorLike } from './ports';

const STALE_KEY_CODES = new Set(['40012', '40010']);

export function refusedForServerKey(error: unknown): boolean {
  const code = (error as Partial<ApiErrorLike> | null)?.code;
  return typeof code === 'string' && STALE_KEY_CODES.has(code);
}

type Signing = AppActors['signing'];
type SigningSnapshot = ReturnType<Signing['getSnapshot']>;

/**
 * Fetches the sign config now and verifies its server key against the issuer, as readiness does; true when that
 * gave a verified key other than the one in use before, so a call sealed again would be sealed differently.
 */
export function renewServerKey(signing: Signing): Promise<boolean> {
  const before = signing.getSnapshot().context.config?.serverKey.pem;
  signing.send({ type: 'RENEW' });
  return new Promise((resolve) => {
    const settled = (snapshot: SigningSnapshot) => {
      if (snapshot.hasTag('busy')) return false;
      const now = snapshot.hasTag('ready') ? snapshot.context.config?.serverKey.pem : undefined;
      resolve(now !== undefined && now !== before);
      return true;
    };
    if (settled(signing.getSnapshot())) return;
    const subscription = signing.subscribe((snapshot) => {
      if (settled(snapshot)) subscription.unsubscribe();
    });
  });
}

/**
 * Sends a sealed (encrypted) call; when the gateway refuses it as sealed under a server key it no longer holds, the
 * sign config is fetched and verified again and, if that brought another key, the call is sealed and sent once more.
 */
export function* sealedCall(send: () => Promise<unknown>) {
  try {
    return (yield call(send)) as unknown;
  } catch (error) {
    if (!refusedForServerKey(error)) throw error;
    const loadActors: () => Promise<AppActors> = yield getContext('loadActors');
    const actors: AppActors = yield call(loadActors);
    const renewed: boolean = yield call(renewServerKey, actors.signing);
    if (!renewed) throw error;
    return (yield call(send)) as unknown;
  }
}
