import { X509Certificate, createPublicKey, generateKeyPairSync, verify } from 'node:crypto';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { TEST_ISSUER_CERT_FILE, TEST_ISSUER_CERT_PEM, TEST_ISSUER_KEY_FILE } from '../support/issuer';
import {
  CLIENT_ISSUER_CERT_ENV,
  ISSUER_CERT_ENV,
  ISSUER_KEY_ENV,
  IssuerError,
  MISSING_CLIENT_ISSUER,
  clientIssuerCertificate,
  ensureIssuer,
  issuerFiles,
  loadIssuer,
  writeIssuerFiles,
} from '../../server/signing/issuer';
import { createIssuer } from '../../server/signing/issuer-certificate';
import { openDatabase } from '../../server/db';
import { DEFAULT_SERVER_KEY_POLICY, ServerKeyRing } from '../../server/signing/server-key';
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
      exactUrls: {
        '/v1/account/password': 2,
        '/v1/account/profile': 2,
        '/v1/asset/balance': 2,
        '/v1/order/place': 2,
        '/v1/order/cancel': 2,
        '/v1/order/cancelAll': 2,
        '/v1/order/open': 2,
        '/v1/order/history': 2,
        '/v1/order/fills': 2,
        '/v1/asset/balances': 2,
        '/v1/futures/order/place': 2,
        '/v1/futures/order/cancel': 2,
        '/v1/futures/order/cancelAll': 2,
        '/v1/futures/order/open': 2,
        '/v1/futures/order/history': 2,
        '/v1/futures/order/fills': 2,
        '/v1/futures/account/funding': 2,
        '/v1/futures/account/liquidations': 2,
        '/v1/futures/account/balance': 2,
        '/v1/futures/account/positions': 2,
        '/v1/futures/account/leverage': 2,
        '/v1/futures/account/marginMode': 2,
        '/v1/futures/account/positionMargin': 2,
        '/v1/futures/account/positionTpSl': 2,
        '/v1/futures/account/transfer': 2,
      },
      prefixUrls: { '/v1/asset/': 2, '/v1/order/': 2, '/v1/account/': 2, '/v1/futures/order/': 2, '/v1/futures/account/': 2 },
      signModes: { '0': ['path', 'time'], '1': ['path', 'time', 'traceId'], '2': ['path', 'time', 'traceId', 'account', 'body'] },
      userCheckDeviceUrl: ['/v1/user/checkDevice'],
    });
  });

  it('serves a 2048-bit server key signed by the issuer certificate the client ships', async () => {
    const { serverPublicKey, serverPublicKeySign } = await rawSignConfig(app);
    const key = createPublicKey(String(serverPublicKey));
    expect(key.asymmetricKeyDetails?.modulusLength).toBe(2048);
    const issuer = new X509Certificate(TEST_ISSUER_CERT_PEM);
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
      expect(db.prepare('SELECT COUNT(*) AS n FROM server_keys WHERE active_from IS NOT NULL').get()).toEqual({ n: 1 });
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
  const env = (dir: string, more: Record<string, string> = {}) => ({ DATA_DIR: dir, ...more });
  let dir: string;

  beforeEach(() => {
    dir = makeTempDir('issuer-');
  });

  afterEach(() => removeDir(dir));

  it('finds no issuer in the repository: a fresh DATA_DIR has none until one is made', () => {
    expect(issuerFiles(env(dir))).toEqual({
      certFile: path.join(dir, 'issuer-cert.pem'),
      keyFile: path.join(dir, 'issuer-key.pem'),
      local: true,
    });
    expect(() => loadIssuer(env(dir))).toThrow(/Cannot read the issuer certificate .*npm run issuer/);
  });

  it('makes the local issuer on first run, the key readable by its owner only, and keeps it on the next run', async () => {
    const first = await ensureIssuer(env(`${dir}/data`));
    expect(first.created).toBe(true);
    expect(statSync(first.files.keyFile).mode & 0o777).toBe(0o600);
    expect(statSync(`${dir}/data`).mode & 0o077).toBe(0);
    expect(readFileSync(first.files.keyFile, 'utf8')).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    const issuer = loadIssuer(env(`${dir}/data`));
    const certificate = new X509Certificate(issuer.certificatePem);
    expect(certificate.ca).toBe(true);
    expect(certificate.checkPrivateKey(issuer.privateKey)).toBe(true);

    const again = await ensureIssuer(env(`${dir}/data`));
    expect(again.created).toBe(false);
    expect(loadIssuer(env(`${dir}/data`)).certificatePem).toBe(issuer.certificatePem);
  });

  it('never makes a configured issuer, and never completes half a local one', async () => {
    const configured = env(dir, { [ISSUER_CERT_ENV]: `${dir}/a.pem`, [ISSUER_KEY_ENV]: `${dir}/b.pem` });
    expect(await ensureIssuer(configured)).toMatchObject({ created: false });
    expect(existsSync(`${dir}/a.pem`)).toBe(false);
    writeFileSync(`${dir}/issuer-cert.pem`, TEST_ISSUER_CERT_PEM);
    await expect(ensureIssuer(env(dir))).rejects.toThrow(/Half an issuer/);
  });

  it('reads a configured issuer from ISSUER_CERT_FILE and ISSUER_KEY_FILE', () => {
    const issuer = loadIssuer({ [ISSUER_CERT_ENV]: TEST_ISSUER_CERT_FILE(), [ISSUER_KEY_ENV]: TEST_ISSUER_KEY_FILE() });
    expect(issuer.certificatePem).toBe(TEST_ISSUER_CERT_PEM);
    expect(issuer.privateKey.asymmetricKeyType).toBe('rsa');
  });

  it('refuses half a configuration, missing files and a key that is not the certificate', () => {
    expect(() => loadIssuer({ [ISSUER_CERT_ENV]: TEST_ISSUER_CERT_FILE() })).toThrow(IssuerError);
    expect(() => loadIssuer({ [ISSUER_CERT_ENV]: 'missing.pem', [ISSUER_KEY_ENV]: 'missing.pem' })).toThrow(
      /Cannot read the issuer certificate/,
    );
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
    writeFileSync(`${dir}/key.pem`, privateKey.export({ type: 'pkcs8', format: 'pem' }));
    expect(() => loadIssuer({ [ISSUER_CERT_ENV]: TEST_ISSUER_CERT_FILE(), [ISSUER_KEY_ENV]: `${dir}/key.pem` })).toThrow(
      'The issuer private key does not belong to the issuer certificate',
    );
  });

  it.each([
    ['expired', { notAfter: new Date(Date.now() - 1000), notBefore: new Date(Date.now() - 10_000) }, /expired on/],
    ['not yet valid', { notBefore: new Date(Date.now() + 3_600_000) }, /not valid before/],
    ['not a CA', { extensions: [{ name: 'keyUsage', keyCertSign: true }] }, /not a CA certificate/],
    ['not allowed to sign', { extensions: [{ name: 'basicConstraints', cA: true }] }, /keyUsage keyCertSign/],
  ])('refuses an issuer certificate that is %s, with a message', async (_name, shape, message) => {
    const made = await createIssuer(shape);
    const files = { certFile: `${dir}/c.pem`, keyFile: `${dir}/k.pem` };
    await writeIssuerFiles(files, made);
    expect(() => loadIssuer({ [ISSUER_CERT_ENV]: files.certFile, [ISSUER_KEY_ENV]: files.keyFile })).toThrow(message);
    expect(() => clientIssuerCertificate({ [CLIENT_ISSUER_CERT_ENV]: made.certificatePem })).toThrow(message);
  });

  it('gives the build VITE_ISSUER_CERT first, else the certificate file, else nothing', () => {
    const flattened = TEST_ISSUER_CERT_PEM.trim().replace(/\n/g, '\\n');
    expect(clientIssuerCertificate({ [CLIENT_ISSUER_CERT_ENV]: flattened, DATA_DIR: dir })).toBe(TEST_ISSUER_CERT_PEM);
    expect(clientIssuerCertificate({ [ISSUER_CERT_ENV]: TEST_ISSUER_CERT_FILE(), [ISSUER_KEY_ENV]: 'k' })).toBe(
      TEST_ISSUER_CERT_PEM,
    );
    expect(clientIssuerCertificate(env(dir))).toBeUndefined();
    expect(MISSING_CLIENT_ISSUER).toMatch(/npm run issuer/);
  });

  it('signs the server key with the issuer key', async () => {
    const db = openDatabase(':memory:');
    try {
      const issuer = loadIssuer();
      const key = (await ServerKeyRing.open(db, issuer, { policy: DEFAULT_SERVER_KEY_POLICY, now: Date.now })).current();
      const cert = new X509Certificate(issuer.certificatePem);
      const signature = Buffer.from(key.publicKeySign, 'base64');
      expect(verify('sha256', Buffer.from(key.publicKeyPem), cert.publicKey, signature)).toBe(true);
    } finally {
      db.close();
    }
  });
});
