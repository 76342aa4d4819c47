import { Buffer } from 'node:buffer';
import { createPublicKey } from 'node:crypto';
import { ENVELOPE_VERSION, sealText } from '../../src/crypto/body-envelope';
import { openEnvelope, rejectionOf, rsaPemPair } from './support';

const server = rsaPemPair(2048);
const BINDING = { boundTo: 'login-seal/2\n/v1/user/login\nrsa1024\nKEY', sealedAt: 1_795_000_000_000 };

function serverKey(): Promise<CryptoKey> {
  const spki = createPublicKey(server.publicKey).export({ type: 'spki', format: 'der' });
  return crypto.subtle.importKey('spki', spki, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('sealText', () => {
  it('seals UTF-8 text that the server private key opens, with a MAC over IV, ciphertext and what it is bound to', async () => {
    const sealed = await sealText('{"pwd":"Größe-€-🔑"}', await serverKey(), BINDING);
    const opened = openEnvelope(sealed, server.privateKey);
    expect(opened.plaintext).toBe('{"pwd":"Größe-€-🔑"}');
    expect(opened.macValidFor(BINDING.boundTo)).toBe(true);
    expect(Object.keys(opened.envelope).sort()).toEqual(['ct', 'iv', 'k', 'mac', 't', 'v']);
    expect(opened.envelope.v).toBe(ENVELOPE_VERSION);
    expect(ENVELOPE_VERSION).toBe(2);
    expect(opened.envelope.t).toBe(BINDING.sealedAt);
    expect(Buffer.from(opened.envelope.iv, 'base64')).toHaveLength(16);
    expect(Buffer.from(opened.envelope.mac, 'base64')).toHaveLength(32);
    // AES-CBC with PKCS#7: whole 16-byte blocks, never empty.
    expect(Buffer.from(opened.envelope.ct, 'base64').length % 16).toBe(0);
  });

  it('seals empty text as one block of padding', async () => {
    const opened = openEnvelope(await sealText('', await serverKey(), BINDING), server.privateKey);
    expect(opened.plaintext).toBe('');
    expect(Buffer.from(opened.envelope.ct, 'base64')).toHaveLength(16);
  });

  it('wipes the raw AES and MAC keys once they are wrapped', async () => {
    const drawn: Uint8Array[] = [];
    const original = crypto.getRandomValues.bind(crypto);
    jest.spyOn(crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
      drawn.push(array as unknown as Uint8Array);
      return original(array as unknown as Uint8Array) as unknown as T;
    });
    await sealText('secret', await serverKey(), BINDING);
    const [aes, mac, iv] = drawn;
    expect(aes).toEqual(new Uint8Array(32));
    expect(mac).toEqual(new Uint8Array(32));
    // The IV is public and travels in the envelope: it is left as it was.
    expect(iv?.some((byte) => byte !== 0)).toBe(true);
  });

  it('imports the AES and MAC keys non-extractable: nothing can read them back out of WebCrypto', async () => {
    const imported: Promise<CryptoKey>[] = [];
    const importKey = crypto.subtle.importKey.bind(crypto.subtle) as (...args: unknown[]) => Promise<CryptoKey>;
    jest.spyOn(crypto.subtle, 'importKey').mockImplementation(((...args: unknown[]) => {
      const key = importKey(...args);
      imported.push(key);
      return key;
    }) as typeof crypto.subtle.importKey);
    const key = await serverKey();
    imported.length = 0;
    await sealText('secret', key, BINDING);
    const keys = await Promise.all(imported);
    expect(keys.map((each) => each.algorithm.name).sort()).toEqual(['AES-CBC', 'HMAC']);
    expect(keys.map((each) => each.extractable)).toEqual([false, false]);
  });

  it('wipes them also when sealing fails, and rejects', async () => {
    const drawn: Uint8Array[] = [];
    const original = crypto.getRandomValues.bind(crypto);
    jest.spyOn(crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
      drawn.push(array as unknown as Uint8Array);
      return original(array as unknown as Uint8Array) as unknown as T;
    });
    // A key that may not encrypt: the wrap step fails after both keys were drawn.
    const verifyOnly = await crypto.subtle.importKey(
      'spki',
      createPublicKey(server.publicKey).export({ type: 'spki', format: 'der' }),
      { name: 'RSA-PSS', hash: 'SHA-256' },
      false,
      ['verify'],
    );
    expect(await rejectionOf(sealText('secret', verifyOnly, BINDING))).toBeDefined();
    expect(drawn[0]).toEqual(new Uint8Array(32));
    expect(drawn[1]).toEqual(new Uint8Array(32));
  });

  it('binds the MAC to the binding text: another client key, path or time does not verify', async () => {
    const opened = openEnvelope(await sealText('{}', await serverKey(), BINDING), server.privateKey);
    expect(opened.macValidFor(BINDING.boundTo.replace('KEY', 'OTHER-KEY'))).toBe(false);
    expect(opened.macValidFor(BINDING.boundTo.replace('/v1/user/login', '/v1/user/register'))).toBe(false);
    expect(opened.macValidFor(BINDING.boundTo)).toBe(true);
    // The time is part of the bound text: an envelope whose t was changed no longer verifies.
    const retimed = { ...opened.envelope, t: BINDING.sealedAt + 60_000 };
    const respelled = openEnvelope(Buffer.from(JSON.stringify(retimed)).toString('base64'), server.privateKey);
    expect(respelled.macValidFor(BINDING.boundTo)).toBe(false);
  });

  it.each([0, -1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1])('refuses to seal with a time that is not ms since the epoch (%p)', async (sealedAt) => {
    await expect(sealText('{}', await serverKey(), { ...BINDING, sealedAt })).rejects.toThrow(RangeError);
  });
});
