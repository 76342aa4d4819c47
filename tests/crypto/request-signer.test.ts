import { createHash } from 'node:crypto';
import { CryptoError } from '../../src/crypto/crypto-error';
import { generateClientKeyPair } from '../../src/crypto/key-pair';
import type { ClientKeyPair } from '../../src/crypto/key-pair';
import {
  deviceCheckFields,
  newTraceId,
  signatureBase,
  signedTime,
  signRequest,
  userIdHash,
} from '../../src/crypto/request-signer';
import { md5, rejectionOf, verifyWithPublicKey } from './support';

const MODES = {
  0: ['path', 'time'],
  1: ['path', 'time', 'traceId'],
  2: ['path', 'time', 'traceId', 'account', 'body'],
} as const;

const VALUES = {
  pathWithQuery: '/v1/asset/balance?languageType=0',
  time: '1767225600123',
  traceId: 'abc123',
  account: 'real' as const,
  body: '{"coin":"BTC"}',
};

describe('signatureBase', () => {
  it('signs the first 8 characters of tm', () => {
    expect(signedTime('1767225600123')).toBe('17672256');
  });

  it('joins the parts of each mode in order with a line feed', () => {
    expect(signatureBase(MODES[0], VALUES)).toBe('/v1/asset/balance?languageType=0\n17672256');
    expect(signatureBase(MODES[1], VALUES)).toBe('/v1/asset/balance?languageType=0\n17672256\nabc123');
    expect(signatureBase(MODES[2], VALUES)).toBe(
      '/v1/asset/balance?languageType=0\n17672256\nabc123\nreal\n{"coin":"BTC"}',
    );
  });

  it('signs the account the call acts on: paper or real', () => {
    expect(signatureBase(MODES[2], { ...VALUES, account: 'paper' })).toBe(
      '/v1/asset/balance?languageType=0\n17672256\nabc123\npaper\n{"coin":"BTC"}',
    );
  });

  it('follows the order the config gives', () => {
    expect(signatureBase(['traceId', 'path'], VALUES)).toBe('abc123\n/v1/asset/balance?languageType=0');
  });

  it('keeps an empty body as an empty last part', () => {
    const base = signatureBase(MODES[2], { ...VALUES, body: '' });
    expect(base).toBe('/v1/asset/balance?languageType=0\n17672256\nabc123\nreal\n');
  });
});

describe('signRequest', () => {
  let keyPair: ClientKeyPair;

  beforeAll(async () => {
    keyPair = await generateClientKeyPair(1024);
  });

  it('produces the headers of DECISIONS and a signature the public key verifies', async () => {
    const now = 1_767_225_600_123.7;
    const { headers, debug } = await signRequest({
      mode: 2,
      parts: MODES[2],
      pathWithQuery: VALUES.pathWithQuery,
      account: 'paper',
      body: VALUES.body,
      keyPair,
      now,
      traceId: 'trace-1',
    });
    const base = '/v1/asset/balance?languageType=0\n17672256\ntrace-1\npaper\n{"coin":"BTC"}';
    expect(headers).toEqual({
      'device-sign': expect.any(String),
      'device-sign-mode': '2',
      'device-sign-data-md5': md5(base),
      'device-sign-key': md5(keyPair.publicKey),
      tm: '1767225600123',
      uhti: 'trace-1',
    });
    expect(verifyWithPublicKey(keyPair.publicKey, base, headers['device-sign'])).toBe(true);
    expect(debug).toEqual({
      traceId: 'trace-1',
      signData: base,
      signDataMd5: md5(base),
      publicKeyMd5: md5(keyPair.publicKey),
      signMode: 2,
      sign: headers['device-sign'],
    });
  });

  it('makes a fresh 32-hex trace id when none is given', async () => {
    const input = { mode: 0, parts: MODES[0], pathWithQuery: '/v1/a', account: 'real' as const, body: '', keyPair, now: 1 };
    const { headers } = await signRequest(input);
    expect(headers.uhti).toMatch(/^[0-9a-f]{32}$/);
    expect(newTraceId()).not.toBe(newTraceId());
  });

  it('refuses a mode with no parts', async () => {
    const error = await rejectionOf(signRequest({ mode: 3, parts: [], pathWithQuery: '/', account: 'real', body: '', keyPair, now: 1 }));
    expect((error as CryptoError).reason).toBe('sign mode not configured');
  });
});

describe('device check', () => {
  it('hashes the user id with SHA-256', async () => {
    expect(await userIdHash('10000001')).toBe(createHash('sha256').update('10000001').digest('hex'));
  });

  it('signs userCheckDeviceUserIdHash and names the key algorithm', async () => {
    const keyPair = await generateClientKeyPair(1024);
    const hash = await userIdHash('10000001');
    const fields = await deviceCheckFields({ userCheckDeviceUserIdHash: hash }, keyPair);
    expect(fields.lastAlgorithm).toBe('rsa1024');
    expect(verifyWithPublicKey(keyPair.publicKey, hash, fields.userCheckDeviceSign)).toBe(true);
  });

  it.each([
    ['without the hash', {}],
    ['with an empty hash', { userCheckDeviceUserIdHash: '' }],
    ['with a hash that is not text', { userCheckDeviceUserIdHash: 42 }],
  ])('refuses a payload %s', async (_name, payload) => {
    const keyPair = await generateClientKeyPair(1024);
    const error = await rejectionOf(deviceCheckFields(payload, keyPair));
    expect(error).toBeInstanceOf(CryptoError);
    expect((error as CryptoError).reason).toBe('device check needs userCheckDeviceUserIdHash');
  });
});
