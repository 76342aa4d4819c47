import { X509Certificate, createPublicKey, generateKeyPairSync, verify } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { DEV_ISSUER_CERTIFICATE } from '../../src/crypto/issuer-certificate';
import { ISSUER_CERT_ENV, ISSUER_KEY_ENV, IssuerError, loadIssuer } from '../../server/signing/issuer';
import { openDatabase } from '../../server/db';
import { serverKeyFor } from '../../server/signing/server-key';
import { SIGN_CONFIG_PATH, rawSignConfig } from './crypto-client';
import { makeTempDir, removeDir, testGateway } from './support';

describe('GET /v1/mix/config/gatewaySignConfig', () => {
  let app: FastifyInstance;

  beforeEach(async () => {
    app = await testGateway();
  });

  afterEach(async () => {
    await app.close();
  });

  it('answers the sign configuration of SPEC 3', async () => {
    const response = await app.inject({ method: 'GET', url: SIGN_CONFIG_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'success', code: '00000' });
    expect(await rawSignConfig(app)).toEqual({
      clientOpen: true,
      serverPublicKey: expect.stringMatching(/^-----BEGIN PUBLIC KEY-----\n/),
      serverPublicKeySign: expect.stringMatching(/^[A-Za-z0-9+/]+={0,2}$/),
      defaultAlgorithm: 'rsa1024',
      exactUrls: { '/v1/account/profile': 2, '/v1/asset/balance': 2 },
      prefixUrls: { '/v1/asset/': 2, '/v1/order/': 2, '/v1/account/': 2 },
      signModes: { '0': ['path', 'time'], '1': ['path', 'time', 'traceId'], '2': ['path', 'time', 'traceId', 'body'] },
      userCheckDeviceUrl: ['/v1/user/checkDevice'],
    });
  });

  it('serves a 2048-bit server key signed by the issuer certificate the client ships', async () => {
    const { serverPublicKey, serverPublicKeySign } = await rawSignConfig(app);
    const key = createPublicKey(String(serverPublicKey));
    expect(key.asymmetricKeyDetails?.modulusLength).toBe(2048);
    const issuer = new X509Certificate(DEV_ISSUER_CERTIFICATE);
    const signed = verify(
      'sha256',
      Buffer.from(String(serverPublicKey)),
      issuer.publicKey,
      Buffer.from(String(serverPublicKeySign), 'base64'),
    );
    expect(signed).toBe(true);
  });

  it('keeps the server key in the database, so a restart serves the same one', async () => {
    const dir = makeTempDir();
    try {
      const file = `${dir}/gateway.sqlite`;
      const first = await testGateway({ db: file });
      const before = await rawSignConfig(first);
      await first.close();
      const second = await testGateway({ db: file });
      expect((await rawSignConfig(second))['serverPublicKey']).toBe(before['serverPublicKey']);
      await second.close();
      const db = openDatabase(file);
      expect(db.prepare("SELECT value FROM meta WHERE key = 'server_private_key'").get()).toBeDefined();
      db.close();
    } finally {
      removeDir(dir);
    }
  });

  it('is served in production too', async () => {
    const production = await testGateway({ production: true });
    try {
      expect((await production.inject({ method: 'GET', url: SIGN_CONFIG_PATH })).statusCode).toBe(200);
    } finally {
      await production.close();
    }
  });
});

describe('issuer configuration', () => {
  it('uses the committed development issuer by default', () => {
    const issuer = loadIssuer({});
    expect(issuer.certificatePem).toBe(readFileSync('server/dev-issuer/issuer-cert.pem', 'utf8'));
  });

  it('reads a configured issuer from ISSUER_CERT_FILE and ISSUER_KEY_FILE', () => {
    const issuer = loadIssuer({
      [ISSUER_CERT_ENV]: 'server/dev-issuer/issuer-cert.pem',
      [ISSUER_KEY_ENV]: 'server/dev-issuer/issuer-key.pem',
    });
    expect(issuer.privateKey.asymmetricKeyType).toBe('rsa');
  });

  it('refuses half a configuration, missing files and a key that is not the certificate', () => {
    expect(() => loadIssuer({ [ISSUER_CERT_ENV]: 'server/dev-issuer/issuer-cert.pem' })).toThrow(IssuerError);
    expect(() => loadIssuer({ [ISSUER_CERT_ENV]: 'missing.pem', [ISSUER_KEY_ENV]: 'missing.pem' })).toThrow(
      /Cannot read the issuer certificate/,
    );
    const dir = makeTempDir();
    try {
      const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
      const other = privateKey.export({ type: 'pkcs8', format: 'pem' });
      writeFileSync(`${dir}/key.pem`, other);
      expect(() =>
        loadIssuer({ [ISSUER_CERT_ENV]: 'server/dev-issuer/issuer-cert.pem', [ISSUER_KEY_ENV]: `${dir}/key.pem` }),
      ).toThrow('The issuer private key does not belong to the issuer certificate');
    } finally {
      removeDir(dir);
    }
  });

  it('signs the server key with the issuer key', async () => {
    const db = openDatabase(':memory:');
    try {
      const issuer = loadIssuer({});
      const key = await serverKeyFor(db, issuer);
      expect(await serverKeyFor(db, issuer)).toBe(key);
      const cert = new X509Certificate(issuer.certificatePem);
      const signature = Buffer.from(key.publicKeySign, 'base64');
      expect(verify('sha256', Buffer.from(key.publicKeyPem), cert.publicKey, signature)).toBe(true);
    } finally {
      db.close();
    }
  });
});
