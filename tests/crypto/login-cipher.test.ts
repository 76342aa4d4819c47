import { Buffer } from 'node:buffer';
import { CryptoError } from '../../src/crypto/crypto-error';
import { TEST_ISSUER_CERT_PEM } from '../support/issuer';
import { generateClientKeyPair } from '../../src/crypto/key-pair';
import type { ClientKeyPair } from '../../src/crypto/key-pair';
import { ENCRYPTED_PATHS, encryptLoginBody, initSignBase, isEncryptedPath } from '../../src/crypto/login-cipher';
import { SENSITIVE_FIELDS } from '../../src/core/login-paths';
import { verifyServerKey } from '../../src/crypto/server-key';
import type { VerifiedServerKey } from '../../src/crypto/server-key';
import { devSignedServerKey, openEnvelope, rejectionOf, sha256Base64, verifyWithPublicKey } from './support';

// Every covered path of SPEC 7, written out here rather than derived, so a path dropped from the table fails.
const LOGIN_AND_REGISTER = [
  '/user/login',
  '/user/agency/login',
  '/user/login/verify',
  '/user/agency/login/verify',
  '/user/register/mobile',
  '/user/register/email',
  '/user/register',
];
const SPEC_PATHS = [
  ...LOGIN_AND_REGISTER.map((path) => `/v1${path}`),
  ...LOGIN_AND_REGISTER.map((path) => `/v2${path}`),
  ...['apple', 'google', 'wallet', 'telegram'].flatMap((provider) =>
    ['register', 'sign', 'check', 'bind'].map((action) => `/v1/user/third/${provider}/${action}`),
  ),
  '/v1/user/public/getQrKeyStatus',
  '/v1/user/system/login/verify',
  '/v1/user/subAccount/switch',
  '/v1/user/subAccount/switchBack',
];

describe('ENCRYPTED_PATHS', () => {
  it('covers every encrypted path of SPEC 7 and nothing else', () => {
    expect(Object.keys(ENCRYPTED_PATHS).sort()).toEqual([...SPEC_PATHS].sort());
  });

  it.each(SPEC_PATHS)('%s has sensitive fields, all from the SPEC 7 list', (path) => {
    const fields = ENCRYPTED_PATHS[path] ?? [];
    expect(fields.length).toBeGreaterThan(0);
    for (const field of fields) expect(SENSITIVE_FIELDS).toContain(field);
    expect(new Set(fields).size).toBe(fields.length);
  });

  it('covers the fields the paths obviously need', () => {
    expect(ENCRYPTED_PATHS['/v1/user/login']).toEqual(expect.arrayContaining(['loginName', 'pwd']));
    expect(ENCRYPTED_PATHS['/v1/user/register/email']).toEqual(expect.arrayContaining(['email', 'pwd', 'emailCode']));
    expect(ENCRYPTED_PATHS['/v1/user/third/wallet/sign']).toEqual(['publicAddress', 'signature']);
    expect(ENCRYPTED_PATHS['/v1/user/public/getQrKeyStatus']).toEqual(['qrcodeKey']);
    expect(ENCRYPTED_PATHS['/v1/user/system/login/verify']).toContain('serialNO');
    expect(ENCRYPTED_PATHS['/v1/user/subAccount/switch']).toEqual(['userId']);
    const used = new Set(Object.values(ENCRYPTED_PATHS).flat());
    expect([...used].sort()).toEqual([...SENSITIVE_FIELDS].sort());
  });

  it('matches paths with a query string and nothing that only starts like one', () => {
    expect(isEncryptedPath('/v1/user/login?languageType=0')).toBe(true);
    expect(isEncryptedPath('/v1/user/login/other')).toBe(false);
    expect(isEncryptedPath('/v1/user/overview/userinfo')).toBe(false);
    expect(isEncryptedPath('constructor')).toBe(false);
  });
});

describe('encryptLoginBody', () => {
  let serverKey: VerifiedServerKey;
  let clientKeyPair: ClientKeyPair;

  beforeAll(async () => {
    serverKey = await verifyServerKey(devSignedServerKey(), TEST_ISSUER_CERT_PEM);
    clientKeyPair = await generateClientKeyPair(1024);
  });

  it('moves the sensitive fields into a sealed envelope the server key opens, and keeps the rest', async () => {
    const body = { loginName: 'demo', pwd: 'Demo-pass-2026', locale: 'en', remember: true };
    const sent = await encryptLoginBody('/v1/user/login', body, { serverKey, clientKeyPair });
    const added = ['algorithm', 'bodyCiphertext', 'initSign', 'publicKey'];
    expect(Object.keys(sent).sort()).toEqual([...added, 'locale', 'remember'].sort());
    expect(sent).toMatchObject({ locale: 'en', remember: true, algorithm: 'rsa1024' });
    expect(sent.publicKey).toBe(clientKeyPair.publicKey);
    expect(JSON.stringify(sent)).not.toContain('Demo-pass-2026');

    const opened = openEnvelope(sent.bodyCiphertext, devSignedServerKey().privateKeyPem);
    expect(opened.envelope.v).toBe(1);
    expect(Buffer.from(opened.envelope.iv, 'base64')).toHaveLength(16);
    expect(Buffer.from(opened.envelope.k, 'base64')).toHaveLength(256);
    expect(opened.macValid).toBe(true);
    expect(JSON.parse(opened.plaintext)).toEqual({ loginName: 'demo', pwd: 'Demo-pass-2026' });
  });

  it('signs the path, the algorithm and the digest of bodyCiphertext with the client key (initSign)', async () => {
    const sent = await encryptLoginBody('/v1/user/login', { pwd: 'x' }, { serverKey, clientKeyPair });
    const base = await initSignBase('/v1/user/login', 'rsa1024', sent.bodyCiphertext);
    expect(base).toBe(`login-init-sign/1\n/v1/user/login\nrsa1024\n${sha256Base64(sent.bodyCiphertext)}`);
    expect(verifyWithPublicKey(clientKeyPair.publicKey, base, sent.initSign)).toBe(true);
  });

  it('uses fresh keys and IV every time', async () => {
    const first = await encryptLoginBody('/v1/user/login', { pwd: 'same' }, { serverKey, clientKeyPair });
    const second = await encryptLoginBody('/v1/user/login', { pwd: 'same' }, { serverKey, clientKeyPair });
    expect(first.bodyCiphertext).not.toBe(second.bodyCiphertext);
  });

  it('refuses a server key that did not come from verifyServerKey', async () => {
    const forged = { pem: serverKey.pem, key: serverKey.key, bits: 2048 };
    const error = await rejectionOf(encryptLoginBody('/v1/user/login', {}, { serverKey: forged, clientKeyPair }));
    expect(error).toBeInstanceOf(CryptoError);
    expect((error as CryptoError).reason).toBe('server key verification failed');
  });

  it('refuses a path that is not encrypted', async () => {
    const error = await rejectionOf(encryptLoginBody('/v1/user/overview/userinfo', {}, { serverKey, clientKeyPair }));
    expect((error as CryptoError).reason).toBe('not an encrypted path');
  });
});
