// The client key pair in the browser (docs/security.md "The client's key pair"): a non-extractable CryptoKey in
// IndexedDB, restored after a reload, replaced on an account switch, deleted on logout; and the anonymous first
// visit that verifies the sign config without node-forge.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Request } from 'playwright-core';
import { eventually } from './support/eventually';
import { STATIC_DIR } from './support/gateway';
import { useHarness } from './support/harness';

const harness = useHarness();

interface StoredPair {
  key: string;
  publicKey: string;
  algorithm: string;
  extractable: boolean;
  exportable: boolean;
}

/** What IndexedDB holds, read in the page as the app's own code would, plus whether the key can be read out. */
function storedPairs(page: Page): Promise<StoredPair[]> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('exchange-client-keys');
      request.onupgradeneeded = () => request.result.createObjectStore('key-pairs');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const read = <T>(make: (store: IDBObjectStore) => IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        const request = make(db.transaction('key-pairs').objectStore('key-pairs'));
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const keys = await read((store) => store.getAllKeys());
    const pairs = [];
    for (const key of keys) {
      const value = await read((store) => store.get(key) as IDBRequest<{ publicKey: string; algorithm: string; privateKey: CryptoKey }>);
      const exportable = await crypto.subtle.exportKey('pkcs8', value.privateKey).then(() => true, () => false);
      pairs.push({ key: String(key), publicKey: value.publicKey, algorithm: value.algorithm, extractable: value.privateKey.extractable, exportable });
    }
    db.close();
    return pairs;
  });
}

async function logIn(page: Page, requests: Request[]): Promise<string> {
  await page.goto(`${harness.url}/login`);
  await page.getByLabel('Email or login name').fill('demo');
  await page.getByLabel('Password').fill('Demo-pass-2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByText('UID 10000001').waitFor();
  const login = requests.find((request) => new URL(request.url()).pathname === '/v1/user/login');
  return String((JSON.parse(login?.postData() ?? '{}') as { publicKey?: string }).publicKey);
}

function recordRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => seen.push(request));
  return seen;
}

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

test('after a login the pair is in IndexedDB under the user id, its private key non-extractable, and no PEM anywhere', async () => {
  const page = await harness.newPage();
  const publicKey = await logIn(page, recordRequests(page));
  expect(await eventually(async () => (await storedPairs(page)).length > 0)).toBe(true);
  expect(await storedPairs(page)).toEqual([
    { key: 'user:10000001', publicKey, algorithm: 'rsa1024', extractable: false, exportable: false },
  ]);
  const webStorage = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(webStorage).not.toContain('PRIVATE KEY');
  expect(webStorage).not.toContain('key-pair');
});

test('after a reload the stored key signs again: the wallet call names the key registered at login', async () => {
  const page = await harness.newPage();
  const requests = recordRequests(page);
  const publicKey = await logIn(page, requests);
  expect(await eventually(async () => (await storedPairs(page)).length > 0)).toBe(true);
  requests.length = 0;
  await page.reload();
  await page.getByTestId('balance').waitFor();
  const balance = requests.find((request) => new URL(request.url()).pathname === '/v1/asset/balance');
  expect((await balance?.allHeaders())?.['device-sign-key']).toBe(md5(publicKey));
});

test('a sub-account switch moves the pair to the new user; logging out deletes it', async () => {
  const page = await harness.newPage();
  await logIn(page, recordRequests(page));
  await page.getByLabel('Switch account').selectOption('10000002');
  await page.getByText('UID 10000002').waitFor();
  expect(await eventually(async () => (await storedPairs(page)).map((pair) => pair.key).join() === 'user:10000002')).toBe(true);

  // Logging out ends with a reload (SPEC 8): the pairs are read on the page it loads, not on the one it leaves.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Log out' }).click();
  await reloaded;
  await page.getByRole('link', { name: 'Log in', exact: true }).waitFor();
  expect(await storedPairs(page)).toEqual([]);
});

/** The built chunks whose text contains `marker`. */
function chunksWith(marker: string): string[] {
  const assets = path.join(STATIC_DIR, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .filter((file) => readFileSync(path.join(assets, file), 'utf8').includes(marker))
    .map((file) => `/assets/${file}`);
}

test('an anonymous first visit reads the sign config but loads neither the issuer check nor node-forge', async () => {
  const forgeChunks = chunksWith('Invalid PEM formatted message');
  // The certificate reader of the issuer check (src/crypto/x509.ts).
  const issuerCheckChunks = chunksWith('validity without both times');
  // The build has both (the backup key generator, the issuer check): the checks below are about not loading them.
  expect(forgeChunks).toHaveLength(1);
  expect(issuerCheckChunks).toHaveLength(1);

  const page = await harness.newPage();
  const warnings: string[] = [];
  page.on('console', (message) => void (message.type() === 'warning' && warnings.push(message.text())));
  const requests = recordRequests(page);
  const signConfig = page.waitForResponse((response) => response.url().includes('/v1/mix/config/gatewaySignConfig'));
  await page.goto(`${harness.url}/spot/BTCUSDT`);
  await signConfig;
  await page.waitForLoadState('networkidle');
  await page.locator('main h1').waitFor();
  const paths = requests.map((request) => new URL(request.url()).pathname);
  // The page's public calls went through the request layer (the book's snapshot; the price comes from the stream).
  expect(paths).toContain('/v1/market/depth');
  expect(paths.filter((name) => forgeChunks.includes(name) || issuerCheckChunks.includes(name))).toEqual([]);
  expect(warnings.filter((text) => text.includes('login encryption is unavailable'))).toEqual([]);
  const reports = (await (await fetch(`${harness.url}/__dev/security-log`)).json()) as { data: { event: string }[] };
  expect(reports.data.filter((report) => report.event === 'login-encryption-failed')).toEqual([]);
});
