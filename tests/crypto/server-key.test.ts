import { Buffer } from 'node:buffer';
import { constants, privateDecrypt } from 'node:crypto';
import { CryptoError } from '../../src/crypto/crypto-error';
import { TEST_ISSUER_CERT_PEM } from '../support/issuer';
import { isVerifiedServerKey, verifyServerKey } from '../../src/crypto/server-key';
import type { ServerKeyClaim } from '../../src/crypto/server-key';
import { TEST_ISSUER_KEY_PEM } from '../support/issuer';
import { devSignedServerKey, issuerSignature, otherIssuer, rejectionOf, rsaPemPair } from './support';

const REASON = 'server key verification failed';

async function expectRefused(claim: unknown, issuerPem: unknown = TEST_ISSUER_CERT_PEM, now?: number): Promise<void> {
  const error = await rejectionOf(verifyServerKey(claim as ServerKeyClaim, issuerPem as string, now));
  expect(error).toBeInstanceOf(CryptoError);
  expect((error as CryptoError).message).toBe(REASON);
  expect((error as CryptoError).reason).toBe(REASON);
}

describe('verifyServerKey', () => {
  it('accepts a server key signed by the issuer and returns it ready for RSA-OAEP', async () => {
    const signed = devSignedServerKey();
    const verified = await verifyServerKey(signed, TEST_ISSUER_CERT_PEM);
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

  describe('the issuer certificate must be able to vouch now', () => {
    const DAY = 24 * 3600 * 1000;
    // Certificates over the run issuer's own key: the server key's signature is right, only the certificate differs.
    const shaped = (shape: Parameters<typeof otherIssuer>[0]) =>
      otherIssuer({ keyPem: TEST_ISSUER_KEY_PEM, ...shape }).certificatePem;

    it('accepts the same signature under a certificate of the same key that is a signing CA in its validity period', async () => {
      await expect(verifyServerKey(devSignedServerKey(), shaped({}))).resolves.toMatchObject({ bits: 2048 });
    });

    it('refuses it after the certificate expired, and before it is valid, by the client clock', async () => {
      // Certificates count whole seconds.
      const second = Math.floor(Date.now() / 1000) * 1000;
      const notBefore = new Date(second - 10 * DAY);
      const notAfter = new Date(second + 10 * DAY);
      const issuer = shaped({ notBefore, notAfter });
      await expect(verifyServerKey(devSignedServerKey(), issuer, notAfter.getTime())).resolves.toBeDefined();
      await expect(verifyServerKey(devSignedServerKey(), issuer, notBefore.getTime())).resolves.toBeDefined();
      await expectRefused(devSignedServerKey(), issuer, notAfter.getTime() + 1000);
      await expectRefused(devSignedServerKey(), issuer, notBefore.getTime() - 1000);
      await expectRefused(devSignedServerKey(), shaped({ notAfter: new Date(Date.now() - DAY), notBefore }));
    });

    it.each([
      ['is not a CA', [{ name: 'keyUsage', keyCertSign: true, critical: true }]],
      ['says cA false', [{ name: 'basicConstraints', cA: false }, { name: 'keyUsage', keyCertSign: true }]],
      ['may not sign certificates', [{ name: 'basicConstraints', cA: true }, { name: 'keyUsage', digitalSignature: true }]],
      ['has no extensions at all', []],
    ])('refuses it under a certificate that %s', async (_name, extensions) => {
      await expectRefused(devSignedServerKey(), shaped({ extensions }));
    });
  });

  it('hands back a frozen result: the verified key cannot be swapped for another afterwards', async () => {
    const verified = await verifyServerKey(devSignedServerKey(), TEST_ISSUER_CERT_PEM);
    expect(Object.isFrozen(verified)).toBe(true);
    // Nor can the key be exported from it: it only encrypts.
    expect(verified.key.extractable).toBe(false);
    expect(verified.key.usages).toEqual(['encrypt']);
  });

  it('keeps a WebCrypto failure as the cause of its refusal, and gives a plain refusal no cause', async () => {
    const failure = new Error('OperationError');
    jest.spyOn(crypto.subtle, 'verify').mockRejectedValueOnce(failure);
    const wrapped = await rejectionOf(verifyServerKey(devSignedServerKey(), TEST_ISSUER_CERT_PEM));
    jest.restoreAllMocks();
    expect(wrapped).toBeInstanceOf(CryptoError);
    expect((wrapped as CryptoError).reason).toBe(REASON);
    expect((wrapped as CryptoError).cause).toBe(failure);

    const signed = devSignedServerKey();
    const forged = { ...signed, serverPublicKeySign: issuerSignature(signed.serverPublicKey, rsaPemPair(2048).privateKey) };
    const refused = await rejectionOf(verifyServerKey(forged, TEST_ISSUER_CERT_PEM));
    expect((refused as CryptoError).cause).toBeUndefined();
  });

  it('refuses fields that are not strings, even String objects whose text would verify', async () => {
    const signed = devSignedServerKey();
    await expectRefused({ ...signed, serverPublicKey: new String(signed.serverPublicKey) });
    await expectRefused({ ...signed, serverPublicKeySign: new String(signed.serverPublicKeySign) });
    await expectRefused(signed, new String(TEST_ISSUER_CERT_PEM));
  });

  it.each([
    ['an issuer that is not a PEM certificate', {}, 'not a certificate'],
    ['a signature that is not base64', { serverPublicKeySign: '%%%' }, TEST_ISSUER_CERT_PEM],
    // Even signed by the issuer: text that is not a PEM key is not a key.
    ['a key that is not PEM', { serverPublicKey: 'not a key', serverPublicKeySign: issuerSignature('not a key') }, TEST_ISSUER_CERT_PEM],
  ])('refuses %s before any check runs, with no failure behind the refusal', async (_name, change, issuer) => {
    const error = await rejectionOf(verifyServerKey({ ...devSignedServerKey(), ...change }, issuer));
    expect((error as CryptoError).reason).toBe(REASON);
    expect((error as CryptoError).cause).toBeUndefined();
  });

  it('does not count look-alike objects as verified', () => {
    expect(isVerifiedServerKey({ pem: 'x', key: {}, bits: 2048 })).toBe(false);
    expect(isVerifiedServerKey(null)).toBe(false);
  });
});
