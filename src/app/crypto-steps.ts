// Login encryption and request signing as request steps of the HTTP client.
// They wait for the actors that own the keys and the sign config; everything
// behind them (XState, node-forge, the cipher) loads only when a request needs it.
import type { AnyActorRef, SnapshotFrom } from 'xstate';
import type { AppActors } from '../../machines/system';
import { encodeForm } from '../api/body';
import type { ServerClock } from '../api/clock';
import type { RequestStep } from '../api/http-client';
import type { ClientKeyPair } from '../crypto/key-pair';
import type { CryptoRequestStep } from '../crypto/request-steps';
import type { SignUrlTables } from '../crypto/sign-targets';
import type { SignDebugInfo, SignedAccount } from '../crypto/request-signer';
import { env } from '../config/env';
import type { VerifiedSignConfig } from '../crypto/sign-config';

/** Resolves with the first snapshot (current or later) that satisfies `done`. */
function until<A extends AnyActorRef>(actor: A, done: (snapshot: SnapshotFrom<A>) => boolean): Promise<SnapshotFrom<A>> {
  return new Promise((resolve) => {
    const current = actor.getSnapshot() as SnapshotFrom<A>;
    if (done(current)) return resolve(current);
    const subscription = actor.subscribe((snapshot: SnapshotFrom<A>) => {
      if (!done(snapshot)) return;
      subscription.unsubscribe();
      resolve(snapshot);
    });
  });
}

const SIGN_DEBUG_KEPT = 20;

/** Development builds keep the sign debug info of SPEC 3 (the last calls) on `window.__signDebug` for DevTools. */
function keepSignDebugInfo(info: SignDebugInfo): void {
  const holder = window as unknown as { __signDebug?: SignDebugInfo[] };
  holder.__signDebug = [...(holder.__signDebug ?? []), info].slice(-SIGN_DEBUG_KEPT);
}

export interface CryptoStepsDeps {
  /** The app's actors, created on first call. */
  loadActors: () => Promise<AppActors>;
  /** Whether they have been asked for: from then on their verified config decides what is signed. */
  actorsLoaded: () => boolean;
  /**
   * The session's sign config (sign-config-source.ts), of which the steps only read the current one. Named by shape:
   * that module loads this one's chunk, so importing its type here would close a cycle.
   */
  signConfig: { current(): Promise<unknown> };
}

export type CryptoSteps = RequestStep[] & {
  /**
   * The mode 2 headers that authorise a stream's private channels (docs/protocol.md "Authorising private
   * channels"): the path `/v1/ws` and `body` signed like a call, though the stream is not in the sign config.
   */
  signStream(path: string, body: string, account: SignedAccount): Promise<Record<string, string>>;
};

export function createCryptoSteps(
  { loadActors, actorsLoaded, signConfig: configSource }: CryptoStepsDeps,
  clock: ServerClock,
): CryptoSteps {
  // Outside a secure context there is no key pair (SPEC 5), so nothing can be signed or encrypted: calls go as they
  // are, and XState, the sign config and its verification never load. Asked at the first request, so the check's
  // module is not part of the first render.
  let available: Promise<boolean> | undefined;
  const keysAvailable = () => (available ??= import('../crypto/web-crypto').then((module) => module.clientKeysAvailable()));

  /** The verified config once signing is ready; null when readiness failed (the call then goes unsigned). */
  async function signConfig(): Promise<VerifiedSignConfig | null> {
    if (!(await keysAvailable())) return null;
    const { signing } = await loadActors();
    if (signing.getSnapshot().matches('uninitialised')) signing.send({ type: 'START' });
    const snapshot = await until(signing, (s) => s.hasTag('ready') || (s.matches('uninitialised') && s.context.error !== null));
    return snapshot.hasTag('ready') ? snapshot.context.config : null;
  }

  async function clientKeyPair(): Promise<ClientKeyPair> {
    const { CryptoError } = await import('../crypto/crypto-error');
    if (!(await keysAvailable())) throw new CryptoError('insecure context');
    // The size the gateway asks for (SPEC 9: rsa1024 by default); it only matters for the first pair made.
    const algorithm = (await signConfig())?.defaultAlgorithm;
    const { keyPair } = await loadActors();
    keyPair.send({ type: 'REQUEST', ...(algorithm ? { algorithm } : {}) });
    const snapshot = await until(keyPair, (s) => s.hasTag('ready') || s.hasTag('failed'));
    if (!snapshot.context.pair) throw new CryptoError(snapshot.matches('unavailable') ? 'insecure context' : 'key generation failed');
    return snapshot.context.pair;
  }

  async function serverKey() {
    const config = await signConfig();
    const { CryptoError } = await import('../crypto/crypto-error');
    if (!config) throw new CryptoError((await keysAvailable()) ? 'server key verification failed' : 'insecure context');
    return config.serverKey;
  }

  // Until a call needs the verified config, the URL tables of the session's config (one small call, no XState, key
  // store or issuer check) tell which calls are signed: an anonymous visit, which makes none, loads none of it.
  async function urlTables(): Promise<SignUrlTables | null> {
    if (actorsLoaded() || !(await keysAvailable())) return null;
    try {
      const [raw, { parseSignConfig }] = await Promise.all([configSource.current(), import('../crypto/sign-config')]);
      return parseSignConfig(raw);
    } catch {
      return null;
    }
  }

  let steps: Promise<{ encrypt: CryptoRequestStep; sign: CryptoRequestStep }> | undefined;
  const load = () =>
    (steps ??= import('../crypto/request-steps').then(({ loginEncryptionStep, signingStep }) => ({
      encrypt: loginEncryptionStep({ serverKey, clientKeyPair, now: () => clock.now() }),
      sign: signingStep({
        signConfig,
        urlTables,
        clientKeyPair,
        now: () => clock.now(),
        serializeQuery: encodeForm,
        ...(env.dev ? { onSigned: keepSignDebugInfo } : {}),
      }),
    })));

  async function signStream(path: string, body: string, account: SignedAccount): Promise<Record<string, string>> {
    const config = await signConfig();
    const { CryptoError } = await import('../crypto/crypto-error');
    const parts = config?.signModes['2'];
    if (!parts) throw new CryptoError('sign mode not configured');
    const [{ signRequest }, keyPair] = await Promise.all([import('../crypto/request-signer'), clientKeyPair()]);
    const signed = await signRequest({ mode: 2, parts, pathWithQuery: path, account, body, keyPair, now: clock.now() });
    return { ...signed.headers };
  }

  // Whether a call is encrypted or may be signed is known from its path and the URL tables, which load apart from
  // the ciphers and the signer: those load with the first call that needs them.
  const targets = () => Promise.all([import('../core/login-paths'), import('../crypto/sign-targets')]);
  const encrypt: RequestStep = async (config) => {
    const [{ isEncryptedPath, pathOnly }] = await targets();
    return isEncryptedPath(pathOnly(config.url ?? '')) ? (await load()).encrypt(config) : config;
  };
  const sign: RequestStep = async (config) => {
    const [, { mayBeSigned }] = await targets();
    return (await mayBeSigned(config, { urlTables, serializeQuery: encodeForm })) ? (await load()).sign(config) : config;
  };
  return Object.assign([encrypt, sign], { signStream });
}
