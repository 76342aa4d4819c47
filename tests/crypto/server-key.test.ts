import { Buffer } from 'node:buffer';
import { constants, privateDecrypt } from 'node:crypto';
import { CryptoError } from '../../src/crypto/crypto-error';
import { DEV_ISSUER_CERTIFICATE } from '../../src/crypto/issuer-certificate';
import { isVerifiedServerKey, verifyServerKey } from '../../src/crypto/server-key';
import type { ServerKeyClaim } from '../../src/crypto/server-key';
import { devSignedServerKey, issuerSignature, otherIssuer, rejectionOf, rsaPemPair } from './support';

const REASON = 'server key verification failed';

async function expectRefused(claim: unknown, issuerPem: unknown = DEV_ISSUER_CERTIFICATE): Promise<void> {
  const error = await rejectionOf(verifyServerKey(claim as ServerKeyClaim, issuerPem as string));
  expect(error).toBeInstanceOf(CryptoError);
  expect((error as CryptoError).message).toBe(REASON);
  expect((error as CryptoError).reason).toBe(REASON);
}

describe('verifyServerKey', () => {
  it('accepts a server key signed by the development issuer and returns it ready for RSA-OAEP', async () => {
    const signed = devSignedServerKey();
    const verified = await verifyServerKey(signed, DEV_ISSUER_CERTIFICATE);
    expect(verified.pem).toBe(signed.serverPublicKey);
    expect(verified.bits).toBe(2048);
    expect(isVerifiedServerKey(verified)).toBe(true);

    const secret = new Uint8Array([1, 2, 3, 4]);
    const wrapped = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, verified.key, secret);
    const unwrapped = privateDecrypt(
      { key: signed.privateKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(wrapped),
    );
    expect([...unwrapped]).toEqual([1, 2, 3, 4]);
  });

  it('refuses a forged signature (made by a key that is not the issuer)', async () => {
    const signed = devSignedServerKey();
    const forger = rsaPemPair(2048);
    await expectRefused({ ...signed, serverPublicKeySign: issuerSignature(signed.serverPublicKey, forger.privateKey) });
  });

  it('refuses a key signed by another issuer, and the right signature checked against another issuer', async () => {
    const other = otherIssuer();
    const signed = devSignedServerKey();
    await expectRefused({ ...signed, serverPublicKeySign: issuerSignature(signed.serverPublicKey, other.keyPem) });
    await expectRefused(signed, other.certificatePem);
  });

  it('refuses the signature of one key presented with another key', async () => {
    const signed = devSignedServerKey();
    const swapped = rsaPemPair(2048).publicKey;
    await expectRefused({ serverPublicKey: swapped, serverPublicKeySign: signed.serverPublicKeySign });
    // The PEM text is what is signed: even reformatting the same key breaks it.
    await expectRefused({ ...signed, serverPublicKey: signed.serverPublicKey.replace(/\n/g, '\r\n') });
  });

  it('refuses a validly signed server key under 2048 bits', async () => {
    const small = rsaPemPair(1024).publicKey;
    await expectRefused({ serverPublicKey: small, serverPublicKeySign: issuerSignature(small) });
  });

  it.each([
    ['no claim', undefined],
    ['empty fields', { serverPublicKey: '', serverPublicKeySign: '' }],
    ['numbers', { serverPublicKey: 1, serverPublicKeySign: 2 }],
    ['a signature that is not base64', { serverPublicKey: 'KEY', serverPublicKeySign: '%%%' }],
    ['a key that is not PEM', { serverPublicKey: 'not a key', serverPublicKeySign: 'AAAA' }],
    [
      'PEM garbage',
      { serverPublicKey: '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----\n', serverPublicKeySign: 'AAAA' },
    ],
  ])('refuses garbage input: %s', async (_name, claim) => {
    await expectRefused(claim);
  });

  it.each([
    ['an empty issuer', ''],
    ['a garbage issuer', '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n'],
    ['no issuer', null],
  ])('refuses with %s', async (_name, issuer) => {
    await expectRefused(devSignedServerKey(), issuer);
  });

  it('does not count look-alike objects as verified', () => {
    expect(isVerifiedServerKey({ pem: 'x', key: {}, bits: 2048 })).toBe(false);
    expect(isVerifiedServerKey(null)).toBe(false);
  });
});
