import axios from 'axios';
import { encodeForm } from '../../src/api/body';
import { APP_FLAVOUR } from '../../src/api/flavours';
import type { RequestStep } from '../../src/api/http-client';
import { CryptoError } from '../../src/crypto/crypto-error';
import { TEST_ISSUER_CERT_PEM } from '../support/issuer';
import { generateClientKeyPair } from '../../src/crypto/key-pair';
import type { ClientKeyPair } from '../../src/crypto/key-pair';
import { userIdHash } from '../../src/crypto/request-signer';
import type { SignDebugInfo } from '../../src/crypto/request-signer';
import { loginEncryptionStep, signingStep } from '../../src/crypto/request-steps';
import { wirePathWithQuery } from '../../src/crypto/sign-targets';
import type { OutgoingRequest, SigningDeps } from '../../src/crypto/request-steps';
import { verifySignConfig } from '../../src/crypto/sign-config';
import type { VerifiedSignConfig } from '../../src/crypto/sign-config';
import { makeClient } from '../api/support/client';
import { ok } from '../api/support/fake-adapter';
import { devSignedServerKey, md5, openEnvelope, rejectionOf, verifyWithPublicKey } from './support';

class Headers {
  readonly values = new Map<string, string>();
  set(name: string, value: string): this {
    this.values.set(name.toLowerCase(), value);
    return this;
  }
  get(name: string): string | undefined {
    return this.values.get(name.toLowerCase());
  }
}

function outgoing(url: string, data?: unknown, params?: unknown): Omit<OutgoingRequest, 'headers'> & { headers: Headers } {
  return { url, data, params, headers: new Headers() };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const NOW = 1_767_225_600_123;

describe('crypto request steps', () => {
  let keyPair: ClientKeyPair;
  let config: VerifiedSignConfig;

  beforeAll(async () => {
    keyPair = await generateClientKeyPair(1024);
    config = await verifySignConfig(
      {
        ...devSignedServerKey(),
        clientOpen: true,
        defaultAlgorithm: 'rsa1024',
        exactUrls: { '/v1/account/profile': 1 },
        prefixUrls: { '/v1/asset/': 2 },
        signModes: { '1': ['path', 'time', 'traceId'], '2': ['path', 'time', 'traceId', 'account', 'body'] },
        userCheckDeviceUrl: ['/v1/user/checkDevice'],
      },
      TEST_ISSUER_CERT_PEM,
    );
  });

  function signingDeps(overrides: Partial<SigningDeps> = {}): SigningDeps {
    return {
      signConfig: async () => config,
      clientKeyPair: async () => keyPair,
      now: () => NOW,
      serializeQuery: encodeForm,
      ...overrides,
    };
  }

  describe('loginEncryptionStep', () => {
    const step = () =>
      loginEncryptionStep({ serverKey: async () => config.serverKey, clientKeyPair: async () => keyPair, now: () => NOW });

    it('leaves a request without a URL untouched', async () => {
      const serverKey = jest.fn(async () => config.serverKey);
      const request: OutgoingRequest & { headers: Headers } = { data: '{"pwd":"p"}', headers: new Headers() };
      const sent = await loginEncryptionStep({ serverKey, clientKeyPair: async () => keyPair, now: () => NOW })(request);
      expect(sent.data).toBe('{"pwd":"p"}');
      expect(serverKey).not.toHaveBeenCalled();
    });

    it('encrypts the JSON body of an encrypted path and marks it JSON', async () => {
      const request = await step()(outgoing('/v1/user/login?languageType=0', '{"loginName":"demo","pwd":"p","x":1}'));
      const sent = JSON.parse(String(request.data)) as Record<string, string>;
      expect(sent).toMatchObject({ x: 1, algorithm: 'rsa1024', publicKey: keyPair.publicKey });
      expect(sent['pwd']).toBeUndefined();
      const opened = openEnvelope(sent['bodyCiphertext'] ?? '', devSignedServerKey().privateKeyPem);
      expect(JSON.parse(opened.plaintext)).toEqual({ loginName: 'demo', pwd: 'p' });
      // Stamped by the corrected clock the step is given, and bound to the path the gateway routes.
      expect(opened.envelope.t).toBe(NOW);
      expect(opened.macValidFor(`login-seal/2\n/v1/user/login\nrsa1024\n${keyPair.publicKey}`)).toBe(true);
      expect(request.headers.get('content-type')).toBe('application/json');
    });

    it.each([
      ['a missing body', undefined],
      ['a null body', null],
      ['an empty body', ''],
    ])('treats %s as an empty object', async (_name, data) => {
      const request = await step()(outgoing('/v1/user/subAccount/switchBack', data));
      const sent = JSON.parse(String(request.data)) as { bodyCiphertext: string };
      expect(JSON.parse(openEnvelope(sent.bodyCiphertext, devSignedServerKey().privateKeyPem).plaintext)).toEqual({});
    });

    it('leaves other paths untouched without asking for keys', async () => {
      const serverKey = jest.fn();
      const request = outgoing('/v1/user/overview/userinfo', '{"locale":"en"}');
      await loginEncryptionStep({ serverKey, clientKeyPair: serverKey, now: () => NOW })(request);
      expect(request.data).toBe('{"locale":"en"}');
      expect(serverKey).not.toHaveBeenCalled();
    });

    it.each([
      ['a form body', 'loginName=demo'],
      ['a JSON array', '[1]'],
      ['FormData', new FormData()],
      ['JSON text that is a string', '"loginName"'],
      ['JSON text that is a number', '5'],
      ['JSON text that is null', 'null'],
      ['a body that is not text yet, though its text would be JSON', ['{"pwd":"p"}']],
    ])(
      'refuses %s',
      async (_name, data) => {
        const error = await rejectionOf(step()(outgoing('/v1/user/login', data)));
        expect((error as CryptoError).reason).toBe('encrypted calls need a JSON object body');
      },
    );

    it('fails, sending nothing, when the server key could not be verified', async () => {
      const failing = loginEncryptionStep({
        serverKey: async () => {
          throw new CryptoError('server key verification failed');
        },
        clientKeyPair: async () => keyPair,
        now: () => NOW,
      });
      const request = outgoing('/v1/user/login', '{"pwd":"secret"}');
      const error = await rejectionOf(failing(request));
      expect((error as CryptoError).reason).toBe('server key verification failed');
      expect(request.data).toBe('{"pwd":"secret"}');
    });
  });

  describe('signingStep', () => {
    it('signs a listed path, folding the query into the signed URL (mode 2 signs the body)', async () => {
      const seen: SignDebugInfo[] = [];
      const step = signingStep(signingDeps({ newTraceId: () => 'trace', onSigned: (info) => seen.push(info) }));
      const request = await step(outgoing('/v1/asset/balance', '{"coin":"BTC"}', { languageType: 0, ids: [1, 2] }));
      expect(request.url).toBe('/v1/asset/balance?languageType=0&ids[]=1&ids[]=2');
      expect(request.params).toBeUndefined();
      const base = '/v1/asset/balance?languageType=0&ids[]=1&ids[]=2\n17672256\ntrace\nreal\n{"coin":"BTC"}';
      expect(request.headers.get('device-sign-mode')).toBe('2');
      expect(request.headers.get('device-sign-data-md5')).toBe(md5(base));
      expect(request.headers.get('device-sign-key')).toBe(md5(keyPair.publicKey));
      expect(request.headers.get('tm')).toBe(String(NOW));
      expect(request.headers.get('uhti')).toBe('trace');
      expect(verifyWithPublicKey(keyPair.publicKey, base, request.headers.get('device-sign') ?? '')).toBe(true);
      expect(seen).toEqual([expect.objectContaining({ signData: base, signMode: 2, traceId: 'trace' })]);
    });

    it('signs the account a paper call acts on: paper under paptrading: 1, real otherwise', async () => {
      const signedText = async (paptrading: string | undefined) => {
        const seen: SignDebugInfo[] = [];
        const request = outgoing('/v1/asset/balance', '{"coin":"BTC"}');
        if (paptrading !== undefined) request.headers.set('paptrading', paptrading);
        await signingStep(signingDeps({ newTraceId: () => 'trace', onSigned: (info) => seen.push(info) }))(request);
        return seen[0]?.signData;
      };
      expect(await signedText('1')).toBe('/v1/asset/balance\n17672256\ntrace\npaper\n{"coin":"BTC"}');
      expect(await signedText(undefined)).toBe('/v1/asset/balance\n17672256\ntrace\nreal\n{"coin":"BTC"}');
      // Only the value the gateway reads as paper: anything else acts on the real account, and signs so.
      expect(await signedText('0')).toBe('/v1/asset/balance\n17672256\ntrace\nreal\n{"coin":"BTC"}');
    });

    it('signs the query as the transport will send it, percent-encoding what the URL parser encodes', async () => {
      const params = { q: "it's", sp: 'a b' };
      const request = await signingStep(signingDeps())(outgoing('/v1/account/profile', undefined, params));
      expect(request.url).toBe('/v1/account/profile?q=it%27s&sp=a%20b');
      expect(wirePathWithQuery('/v1/a?x=1', 'y=2')).toBe('/v1/a?x=1&y=2');
      expect(wirePathWithQuery('/v1/a', '')).toBe('/v1/a');
    });

    it('signs the path as the browser will send it: dot segments resolved, a lone "?" dropped', async () => {
      const seen: SignDebugInfo[] = [];
      const step = signingStep(signingDeps({ newTraceId: () => 'trace', onSigned: (info) => seen.push(info) }));
      const request = await step(outgoing('/v1/x/../asset/./balance?', '{}'));
      expect(request.url).toBe('/v1/asset/balance');
      expect(request.headers.get('device-sign-mode')).toBe('2');
      expect(seen[0]?.signData).toBe('/v1/asset/balance\n17672256\ntrace\nreal\n{}');
    });

    it.each(['/v1/%61sset/balance', '/v1/asset//balance', '/v1/asset/balance;x=1', '/v1/asset%2Fbalance'])(
      'refuses to sign or send %s, which the gateway would refuse as non-canonical',
      async (url) => {
        const request = outgoing(url, '{}');
        const error = await rejectionOf(signingStep(signingDeps())(request));
        expect((error as CryptoError).reason).toBe('non-canonical path');
        expect(request.headers.values.size).toBe(0);
      },
    );

    it('looks the mode up on the canonical path, so an escaped letter cannot dodge a signed prefix', async () => {
      // Were the mode looked up on the spelling, this call would go unsigned; instead it is not sent at all.
      const error = await rejectionOf(signingStep(signingDeps())(outgoing('/v1/%61ccount/profile')));
      expect((error as CryptoError).reason).toBe('non-canonical path');
    });

    it('signs an exact path with its own mode', async () => {
      const request = await signingStep(signingDeps())(outgoing('/v1/account/profile?a=1'));
      expect(request.headers.get('device-sign-mode')).toBe('1');
      expect(request.url).toBe('/v1/account/profile?a=1');
    });

    it('waits until signing is ready before signing', async () => {
      const ready = deferred<VerifiedSignConfig | null>();
      const step = signingStep(signingDeps({ signConfig: () => ready.promise }));
      let done = false;
      const pending = step(outgoing('/v1/account/profile')).then((request) => {
        done = true;
        return request;
      });
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(done).toBe(false);
      ready.resolve(config);
      expect((await pending).headers.get('device-sign')).toMatch(/^[A-Za-z0-9+/]+=*$/);
    });

    it('never waits for readiness on the sign config call itself', async () => {
      const signConfig = jest.fn(() => new Promise<null>(() => undefined));
      const request = await signingStep(signingDeps({ signConfig }))(outgoing('/v1/mix/config/gatewaySignConfig'));
      expect(signConfig).not.toHaveBeenCalled();
      expect(request.headers.values.size).toBe(0);
    });

    it('refuses to sign a listed path whose mode the config does not define, sending nothing', async () => {
      const broken = { ...config, signModes: { '1': config.signModes['1'] ?? [] } };
      const request = outgoing('/v1/asset/balance', '{}');
      const error = await rejectionOf(signingStep(signingDeps({ signConfig: async () => broken }))(request));
      expect(error).toBeInstanceOf(CryptoError);
      expect((error as CryptoError).reason).toBe('sign mode not configured');
      expect(request.headers.values.has('device-sign')).toBe(false);
    });

    it('takes a request without a URL as the root path, which no config lists', async () => {
      const request: OutgoingRequest & { headers: Headers } = { headers: new Headers() };
      const signConfig = jest.fn(async () => ({ ...config, prefixUrls: { '/': 2 } }));
      const signed = await signingStep(signingDeps({ signConfig }))(request);
      expect(signed.url).toBe('/');
      expect(signed.headers.get('device-sign-mode')).toBe('2');
      const plain: OutgoingRequest & { headers: Headers } = { headers: new Headers() };
      expect((await signingStep(signingDeps())(plain)).headers.values.size).toBe(0);
    });

    it('sends unlisted paths and everything while signing is off unsigned', async () => {
      const unlisted = await signingStep(signingDeps())(outgoing('/v1/mix/public/usdtRate', '{}', { a: 1 }));
      expect(unlisted.headers.values.size).toBe(0);
      expect(unlisted.params).toEqual({ a: 1 });
      const off = await signingStep(signingDeps({ signConfig: async () => null }))(outgoing('/v1/account/profile'));
      expect(off.headers.values.size).toBe(0);
      const closed = await signingStep(signingDeps({ signConfig: async () => ({ ...config, clientOpen: false }) }))(
        outgoing('/v1/account/profile'),
      );
      expect(closed.headers.values.size).toBe(0);
    });

    describe('with the URL tables of the unverified config', () => {
      const tables = () => ({
        clientOpen: true,
        exactUrls: { '/v1/account/profile': 1 },
        prefixUrls: { '/v1/asset/': 2 },
        userCheckDeviceUrl: ['/v1/user/checkDevice'],
      });

      it('sends a call they do not list at once, without waiting for readiness or a key pair', async () => {
        const signConfig = jest.fn(() => new Promise<null>(() => undefined));
        const clientKeyPair = jest.fn(() => new Promise<ClientKeyPair>(() => undefined));
        const step = signingStep(signingDeps({ signConfig, clientKeyPair, urlTables: async () => tables() }));

        const request = await step(outgoing('/v1/mix/public/usdtRate', undefined, { a: 1 }));

        expect(request.headers.values.size).toBe(0);
        expect(request.params).toEqual({ a: 1 });
        expect(signConfig).not.toHaveBeenCalled();
        expect(clientKeyPair).not.toHaveBeenCalled();
      });

      it.each([
        ['an exact URL', '/v1/account/profile'],
        ['a prefix URL', '/v1/asset/balance'],
      ])('signs %s they list with the verified config', async (_name, url) => {
        const signConfig = jest.fn(async () => config);
        const request = await signingStep(signingDeps({ signConfig, urlTables: async () => tables() }))(outgoing(url));
        expect(signConfig).toHaveBeenCalled();
        expect(request.headers.get('device-sign')).toBeDefined();
      });

      it('refuses a path the gateway would not take as it is, as without them', async () => {
        const step = signingStep(signingDeps({ urlTables: async () => tables() }));
        const error = await rejectionOf(step(outgoing('/v1/%61sset/balance')));
        expect((error as CryptoError).reason).toBe('non-canonical path');
      });

      it('waits for the verified config on a device-check URL', async () => {
        const signConfig = jest.fn(async () => config);
        const step = signingStep(signingDeps({ signConfig, urlTables: async () => tables() }));
        const request = await step(outgoing('/v1/user/checkDevice', JSON.stringify({ userCheckDeviceUserIdHash: 'h' })));
        expect(signConfig).toHaveBeenCalled();
        expect(request.headers.get('device-sign-key')).toBe(md5(keyPair.publicKey));
      });

      it('sends every call as it is while they say signing is off', async () => {
        const signConfig = jest.fn(async () => config);
        const step = signingStep(signingDeps({ signConfig, urlTables: async () => ({ ...tables(), clientOpen: false }) }));
        const request = await step(outgoing('/v1/account/profile'));
        expect(request.headers.values.size).toBe(0);
        expect(signConfig).not.toHaveBeenCalled();
      });

      it('leaves the decision to the verified config when there are none', async () => {
        const signConfig = jest.fn(async () => config);
        const request = await signingStep(signingDeps({ signConfig, urlTables: async () => null }))(
          outgoing('/v1/mix/public/usdtRate'),
        );
        expect(signConfig).toHaveBeenCalled();
        expect(request.headers.values.size).toBe(0);
      });
    });

    it('adds userCheckDeviceSign, lastAlgorithm and the key name on device-check urls', async () => {
      const hash = await userIdHash('10000001');
      const request = await signingStep(signingDeps())(
        outgoing('/v1/user/checkDevice', JSON.stringify({ userCheckDeviceUserIdHash: hash })),
      );
      const body = JSON.parse(String(request.data)) as Record<string, string>;
      expect(body['lastAlgorithm']).toBe('rsa1024');
      expect(verifyWithPublicKey(keyPair.publicKey, hash, body['userCheckDeviceSign'] ?? '')).toBe(true);
      expect(request.headers.get('device-sign-key')).toBe(md5(keyPair.publicKey));
      expect(request.headers.get('content-type')).toBe('application/json');
      expect(request.headers.get('device-sign')).toBeUndefined();
    });

    it('does not ask for the key pair for a path the config neither signs nor device-checks', async () => {
      const clientKeyPair = jest.fn(async () => keyPair);
      const request = await signingStep(signingDeps({ clientKeyPair }))(outgoing('/v1/mix/public/usdtRate'));
      expect(request.headers.values.size).toBe(0);
      expect(clientKeyPair).not.toHaveBeenCalled();
    });

    it('signs a body that is not text (multipart) as an empty body', async () => {
      const signed: SignDebugInfo[] = [];
      const onSigned = (info: SignDebugInfo) => signed.push(info);
      const form = new FormData();
      form.set('file', 'content');
      await signingStep(signingDeps({ onSigned, newTraceId: () => 'trace' }))(outgoing('/v1/asset/upload', form));
      expect(signed[0]?.signData).toBe('/v1/asset/upload\n17672256\ntrace\nreal\n');
    });
  });

  it('plug into the http client as RequestSteps and sign what the transport sends', async () => {
    const steps: RequestStep[] = [
      loginEncryptionStep({ serverKey: async () => config.serverKey, clientKeyPair: async () => keyPair, now: () => NOW }),
      signingStep(signingDeps({ now: () => Date.now() })),
    ];
    const { client, fake } = makeClient(APP_FLAVOUR, () => ok({ fine: true }), { steps });
    await client.post('/v1/asset/balance', { coin: ' ETH ' });
    const sent = fake.last();
    const uri = axios.getUri(sent);
    expect(uri).toBe('/v1/asset/balance?languageType=0');
    const time = String(sent.headers.get('tm')).slice(0, 8);
    const base = [uri, time, String(sent.headers.get('uhti')), 'real', String(sent.data)].join('\n');
    expect(sent.data).toBe('{"coin":"ETH"}');
    expect(verifyWithPublicKey(keyPair.publicKey, base, String(sent.headers.get('device-sign')))).toBe(true);

    await client.post('/v1/user/login', { loginName: 'demo', pwd: 'secret' });
    expect(String(fake.last().data)).not.toContain('secret');
  });
});
