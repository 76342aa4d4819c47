// The app's actors with their real effects, created on first need: XState,
// node-forge and the key material load only when a feature asks for them.
import Cookies from 'js-cookie';
import type { AppActors } from '../../machines/system';
import { reportSecurityEvent } from '../api/endpoints';
import type { HttpCaller } from '../api/http-client';
import { localStore, STORAGE_KEYS } from '../core/storage';
import { bitsFor } from '../crypto/key-algorithm';
import type { ClientKeyPair } from '../crypto/key-pair';
import { clientKeysAvailable } from '../crypto/web-crypto';
import { DEV_BUILD } from '../config/env';
import type { Navigator } from './navigator';
import type { SignConfigSource } from './sign-config-source';
import { signingConfigLoader } from './signing-config-loader';
const USER_ID_COOKIE = 'user_id';

/** The pair stored after this user's last login, if it is still there and usable. */
async function restoreKeyPair(): Promise<ClientKeyPair | null> {
  const { forgetPemKeyPairs, loadKeyPair } = await import('../crypto/key-store');
  forgetPemKeyPairs(() => globalThis.localStorage);
  return loadKeyPair(Cookies.get(USER_ID_COOKIE) ?? '');
}

export interface ActorLoaderOptions {
  navigator: Navigator;
  client: HttpCaller;
  /** The session's sign config, which the signing step may have read already. */
  signConfig: SignConfigSource;
  /** Whether this entry has paper trading (the exchange app); elsewhere the simulation machine starts and stays off. */
  paperTrading: boolean;
}

export function createActorLoader({ navigator, client, signConfig: configSource, paperTrading }: ActorLoaderOptions) {
  let actors: Promise<AppActors> | undefined;

  async function make(): Promise<AppActors> {
    const [{ createAppActors, startAppActors }, keyStore, signConfig, issuer, inspect, stored] = await Promise.all([
      import('../../machines/system'),
      import('../crypto/key-store'),
      import('../crypto/sign-config'),
      import('../crypto/issuer-certificate'),
      DEV_BUILD ? import('../devtools/inspector').then((devtools) => devtools.createInspector()) : undefined,
      restoreKeyPair(),
    ]);
    const created = createAppActors({
      inspect,
      simulation: {
        input: {
          enabled: paperTrading && localStore.read<boolean>(STORAGE_KEYS.simulation, false) === true,
          pathname: window.location.pathname,
        },
        effects: {
          setFlag: () => localStore.write(STORAGE_KEYS.simulation, true),
          removeFlag: () => localStore.remove(STORAGE_KEYS.simulation),
          load: (path) => window.location.assign(path),
          redirect: (path) => navigator.navigate(path, { replace: true }),
          reload: () => window.location.reload(),
        },
      },
      signing: {
        loadConfig: signingConfigLoader(configSource),
        verify: (raw) => signConfig.verifySignConfig(raw, issuer.issuerCertificate()),
        reportFailure(reason) {
          configSource.forget();
          console.warn(`login encryption is unavailable: ${reason}`);
          void reportSecurityEvent(client, {
            bizType: 'login-encryption',
            data: { event: 'login-encryption-failed', reason },
            timestamp: Date.now(),
            page: window.location.pathname,
          }).catch(() => undefined);
        },
      },
      keyPair: {
        input: { stored, secureContext: clientKeysAvailable() },
        effects: {
          // Loaded when a pair is first needed: an anonymous visit never signs.
          generate: async (algorithm) => {
            const { generateClientKeyPair } = await import('../crypto/key-pair');
            return generateClientKeyPair(bitsFor(algorithm));
          },
          generateBackup: async (algorithm, signal) => {
            const { generateBackupKeyPair } = await import('../crypto/key-pair');
            return generateBackupKeyPair(bitsFor(algorithm), { signal });
          },
          persist(pair, userId, token) {
            void keyStore.saveKeyPair(pair, { userId, token }).then((saved) => {
              if (!saved) console.warn('the key pair is kept for this page only: the browser refused to store it');
            });
          },
        },
      },
    });
    startAppActors(created);
    return created;
  }

  return () => (actors ??= make());
}
