import { Buffer } from 'node:buffer';
import { CryptoError } from '../../src/crypto/crypto-error';
import { TEST_ISSUER_CERT_PEM } from '../support/issuer';
import { generateClientKeyPair } from '../../src/crypto/key-pair';
import type { ClientKeyPair } from '../../src/crypto/key-pair';
import { encryptLoginBody, initSignBase, sealBinding } from '../../src/crypto/login-cipher';
import { verifyServerKey } from '../../src/crypto/server-key';
import type { VerifiedServerKey } from '../../src/crypto/server-key';
import { devSignedServerKey, openEnvelope, rejectionOf, sha256Base64, verifyWithPublicKey } from './support';

const NOW = 1_795_000_000_000;

describe('encryptLoginBody', () => {
  let serverKey: VerifiedServerKey;
  let clientKeyPair: ClientKeyPair;

  beforeAll(async () => {
    serverKey = await verifyServerKey(devSignedServerKey(), TEST_ISSUER_CERT_PEM);
    clientKeyPair = await generateClientKeyPair(1024);
  });

  it('moves the sensitive fields into a sealed envelope the server key opens, and keeps the rest', async () => {
    const body = { loginName: 'demo', pwd: 'Demo-pass-2026', locale: 'en', remember: true };
    const sent = await encryptLoginBody('/v1/user/login', body, { serverKey, clientKeyPair }, NOW);
    const added = ['algorithm', 'bodyCiphertext', 'initSign', 'publicKey'];
    expect(Object.keys(sent).sort()).toEqual([...added, 'locale', 'remember'].sort());
    expect(sent).toMatchObject({ locale: 'en', remember: true, algorithm: 'rsa1024' });
    expect(sent.publicKey).toBe(clientKeyPair.publicKey);
    expect(JSON.stringify(sent)).not.toContain('Demo-pass-2026');

    const opened = openEnvelope(sent.bodyCiphertext, devSignedServerKey().privateKeyPem);
    expect(opened.envelope.v).toBe(2);
    expect(opened.envelope.t).toBe(NOW);
    expect(Buffer.from(opened.envelope.iv, 'base64')).toHaveLength(16);
    expect(Buffer.from(opened.envelope.k, 'base64')).toHaveLength(256);
    expect(opened.macValidFor(`login-seal/2\n/v1/user/login\nrsa1024\n${clientKeyPair.publicKey}`)).toBe(true);
    expect(JSON.parse(opened.plaintext)).toEqual({ loginName: 'demo', pwd: 'Demo-pass-2026' });
  });

  it('signs the path, the algorithm and the digest of bodyCiphertext with the client key (initSign)', async () => {
    const sent = await encryptLoginBody('/v1/user/login', { pwd: 'x' }, { serverKey, clientKeyPair }, NOW);
    const base = await initSignBase('/v1/user/login', 'rsa1024', sent.bodyCiphertext);
    expect(base).toBe(`login-init-sign/1\n/v1/user/login\nrsa1024\n${sha256Base64(sent.bodyCiphertext)}`);
    expect(verifyWithPublicKey(clientKeyPair.publicKey, base, sent.initSign)).toBe(true);
  });

  it('leaves a sensitive field that is undefined out of the envelope, and seals an absent body as {}', async () => {
    const sent = await encryptLoginBody('/v1/user/login', { loginName: 'demo', pwd: undefined }, { serverKey, clientKeyPair }, NOW);
    expect(JSON.parse(openEnvelope(sent.bodyCiphertext, devSignedServerKey().privateKeyPem).plaintext)).toEqual({
      loginName: 'demo',
    });
    const empty = await encryptLoginBody(
      '/v1/user/login',
      undefined as unknown as Record<string, unknown>,
      { serverKey, clientKeyPair },
      NOW,
    );
    expect(JSON.parse(openEnvelope(empty.bodyCiphertext, devSignedServerKey().privateKeyPem).plaintext)).toEqual({});
    expect(Object.keys(empty).sort()).toEqual(['algorithm', 'bodyCiphertext', 'initSign', 'publicKey']);
  });

  it('binds the sealed fields to the path (without its query), the algorithm and the client public key', async () => {
    const sent = await encryptLoginBody('/v1/user/login?from=app', { pwd: 'x' }, { serverKey, clientKeyPair }, NOW);
    const opened = openEnvelope(sent.bodyCiphertext, devSignedServerKey().privateKeyPem);
    expect(sealBinding('/v1/user/login?from=app', 'rsa1024', clientKeyPair.publicKey)).toBe(
      `login-seal/2\n/v1/user/login\nrsa1024\n${clientKeyPair.publicKey}`,
    );
    expect(opened.macValidFor(sealBinding('/v1/user/login', 'rsa1024', clientKeyPair.publicKey))).toBe(true);
    const other = await generateClientKeyPair(1024);
    expect(opened.macValidFor(sealBinding('/v1/user/login', 'rsa1024', other.publicKey))).toBe(false);
    expect(opened.macValidFor(sealBinding('/v1/user/register', 'rsa1024', clientKeyPair.publicKey))).toBe(false);
  });

  it('signs the path without its query, as the gateway routes it', async () => {
    const base = await initSignBase('/v1/user/login?from=app#top', 'rsa2048', 'CT');
    expect(base).toBe(`login-init-sign/1\n/v1/user/login\nrsa2048\n${sha256Base64('CT')}`);
  });

  it('refuses keys that are missing altogether as an unverified server key', async () => {
    const error = await rejectionOf(
      encryptLoginBody('/v1/user/login', {}, undefined as unknown as Parameters<typeof encryptLoginBody>[2], NOW),
    );
    expect((error as CryptoError).reason).toBe('server key verification failed');
  });

  it('uses fresh keys and IV every time', async () => {
    const first = await encryptLoginBody('/v1/user/login', { pwd: 'same' }, { serverKey, clientKeyPair }, NOW);
    const second = await encryptLoginBody('/v1/user/login', { pwd: 'same' }, { serverKey, clientKeyPair }, NOW);
    expect(first.bodyCiphertext).not.toBe(second.bodyCiphertext);
  });

  it('refuses a server key that did not come from verifyServerKey', async () => {
    const forged = { pem: serverKey.pem, key: serverKey.key, bits: 2048 };
    const error = await rejectionOf(encryptLoginBody('/v1/user/login', {}, { serverKey: forged, clientKeyPair }, NOW));
    expect(error).toBeInstanceOf(CryptoError);
    expect((error as CryptoError).reason).toBe('server key verification failed');
  });

  it('refuses a path that is not encrypted', async () => {
    const error = await rejectionOf(encryptLoginBody('/v1/user/overview/userinfo', {}, { serverKey, clientKeyPair }, NOW));
    expect((error as CryptoError).reason).toBe('not an encrypted path');
  });
});
