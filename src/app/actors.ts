// The app's actors with their real effects, created on first need: XState,
// node-forge and the key material load only when a feature asks for them.
import Cookies from 'js-cookie';
import type { DataRouter } from 'react-router';
import type { AppActors } from '../../machines/system';
import { fetchGatewaySignConfig, reportSecurityEvent } from '../api/endpoints';
import type { HttpCaller } from '../api/http-client';
import { KEY_PAIR_BITS } from '../config/constants';
import { localArea, localStore, sessionArea, STORAGE_KEYS } from '../core/storage';
import type { ClientKeyPair, StoredKeyPair } from '../crypto/key-pair';
import { createInspector } from '../devtools/inspector';

const SIGN_CONFIG_KEY = 'gateway-sign-config';
const USER_ID_COOKIE = 'user_id';
const keyStore = localArea('separation');

const keyPairKey = (owner: string) => `key-pair:${owner}`;

function isStoredPair(value: unknown): value is StoredKeyPair {
  const pair = value as Partial<StoredKeyPair> | null;
  return typeof pair?.publicKey === 'string' && typeof pair.privateKeyPem === 'string' && typeof pair.algorithm === 'string';
}

/** The pair stored after this user's last login, if it is still readable. */
async function restoreKeyPair(): Promise<ClientKeyPair | null> {
  const userId = Cookies.get(USER_ID_COOKIE) ?? '';
  if (userId === '') return null;
  const stored = keyStore.read<StoredKeyPair | null>(keyPairKey(userId), null, (value): value is StoredKeyPair | null => isStoredPair(value));
  if (!stored) return null;
  const { importClientKeyPair } = await import('../crypto/key-pair');
  return importClientKeyPair(stored).catch(() => null);
}

export interface ActorLoaderOptions {
  router: DataRouter;
  client: HttpCaller;
  /** Whether this entry has paper trading (the exchange app); elsewhere the simulation machine starts and stays off. */
  paperTrading: boolean;
}

export function createActorLoader({ router, client, paperTrading }: ActorLoaderOptions) {
  let actors: Promise<AppActors> | undefined;
  let configCached = true;

  async function make(): Promise<AppActors> {
    const [{ createAppActors, startAppActors }, keys, signConfig, issuer, inspect, stored] = await Promise.all([
      import('../../machines/system'),
      import('../crypto/key-pair'),
      import('../crypto/sign-config'),
      import('../crypto/issuer-certificate'),
      createInspector(),
      restoreKeyPair(),
    ]);
    const cache = sessionArea('requestCache');
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
          redirect: (path) => void router.navigate(path, { replace: true }),
          reload: () => window.location.reload(),
        },
      },
      signing: {
        // The config is cached for the browser session; a refetch (after 00020-00022) goes to the gateway.
        async loadConfig() {
          const cached = configCached ? cache.read<unknown>(SIGN_CONFIG_KEY, null, (v): v is unknown => v !== null) : null;
          configCached = false;
          if (cached) return cached;
          const answer = await fetchGatewaySignConfig(client);
          cache.write(SIGN_CONFIG_KEY, answer.gatewaySignConfig);
          return answer.gatewaySignConfig;
        },
        verify: (raw) => signConfig.verifySignConfig(raw, issuer.issuerCertificate()),
        reportFailure(reason) {
          cache.remove(SIGN_CONFIG_KEY);
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
        input: { stored, secureContext: globalThis.isSecureContext !== false },
        effects: {
          generate: () => keys.generateClientKeyPair(KEY_PAIR_BITS.default, { extractable: true }),
          generateBackup: (signal) => keys.generateBackupKeyPair(KEY_PAIR_BITS.default, { signal }),
          persist(pair, userId, token) {
            const pem = pair.privateKeyPem ? Promise.resolve(pair.privateKeyPem) : keys.exportPrivateKeyPem(pair.privateKey);
            pem.then(
              (privateKeyPem) => {
                const stored: StoredKeyPair = { publicKey: pair.publicKey, privateKeyPem, algorithm: pair.algorithm };
                keyStore.write(keyPairKey(userId), stored);
                if (token !== '') keyStore.write(keyPairKey(`token:${token}`), stored);
              },
              (error: unknown) => console.warn('the key pair could not be saved; the next visit makes a new one', error),
            );
          },
        },
      },
    });
    startAppActors(created);
    return created;
  }

  return () => (actors ??= make());
}
