// The installable app: the manifest and worker are served, a visited app opens offline with a localized notice,
// API answers are never served from the worker's cache, and a new deploy offers "a new version is ready".
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { buildGateway } from '../../server/app';
import { STATIC_DIR } from './support/gateway';
import { useHarness } from './support/harness';

const harness = useHarness();

/** Visits the spot page and waits until the service worker is active and controls a reload. */
async function visitOnce(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/spot/BTCUSDT`);
  await page.locator('main h1').waitFor();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

test('the manifest, its icons and the worker are served, the worker never from a long-lived cache', async () => {
  const manifest = await fetch(`${harness.url}/manifest.webmanifest`);
  expect(manifest.status).toBe(200);
  expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
  const body = (await manifest.json()) as { display: string; icons: { src: string }[] };
  expect(body.display).toBe('standalone');
  for (const icon of body.icons) {
    const response = await fetch(`${harness.url}${icon.src}`);
    expect([icon.src, response.status, response.headers.get('content-type')]).toEqual([icon.src, 200, 'image/png']);
  }
  const worker = await fetch(`${harness.url}/sw.js`);
  expect(worker.status).toBe(200);
  expect(worker.headers.get('content-type')).toMatch(/javascript/);
  expect(worker.headers.get('cache-control')).toBe('no-cache');
  const page = await harness.newPage();
  await page.goto(`${harness.url}/spot/BTCUSDT`);
  await expect(page.locator('link[rel="manifest"]').getAttribute('href')).resolves.toBe('/manifest.webmanifest');
});

test('after one visit the app opens offline, with a localized offline notice and no API answer from a cache', async () => {
  harness.allowConsoleError(/Failed to load resource|ERR_INTERNET_DISCONNECTED|Failed to fetch/);
  const context: BrowserContext = await harness.newContext();
  const page = await harness.newPage({ context });
  await visitOnce(page, harness.url);
  // The worker registered under the strict CSP with Trusted Types (the harness fails the test on any violation).
  await expect(page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).resolves.toBe(1);

  await context.setOffline(true);
  await page.goto(`${harness.url}/wiki?locale=de`);
  await page.getByRole('heading', { name: 'Kryptopreise' }).waitFor();
  await page.getByText(/^Sie sind offline/).waitFor();
  // Nothing under /v1 was cached: offline the prices cannot come from anywhere.
  const cachedApi = await page.evaluate(async () => {
    const found: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        if (new URL(request.url).pathname.startsWith('/v1/')) found.push(request.url);
      }
    }
    return found;
  });
  expect(cachedApi).toEqual([]);

  await context.setOffline(false);
  await page.getByText(/^Sie sind offline/).waitFor({ state: 'detached' });
});

test('a new deploy offers "a new version is ready"; Reload moves the page to it', async () => {
  // A copy of the build whose worker this test can change, as a deploy would, without touching the shared one.
  const dir = mkdtempSync(path.join(tmpdir(), 'exchange-pwa-'));
  cpSync(STATIC_DIR, dir, { recursive: true });
  const app = await buildGateway({ db: ':memory:', staticDir: dir, production: false, devEndpoints: true, logger: false });
  let page: Page | undefined;
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no TCP address');
    const origin = `http://127.0.0.1:${address.port}`;
    page = await harness.newPage();
    await visitOnce(page, origin);
    await page.reload();
    await page.locator('main h1').waitFor();
    await expect(page.evaluate(() => navigator.serviceWorker.controller !== null)).resolves.toBe(true);
    const prompt = page.getByRole('status').filter({ hasText: 'A new version is ready.' });
    await expect(prompt.count()).resolves.toBe(0);

    appendFileSync(path.join(dir, 'sw.js'), '\n// the next deploy\n');
    // A deploy writes its compressed copies too; without them the changed file itself is served.
    for (const copy of ['sw.js.br', 'sw.js.gz']) rmSync(path.join(dir, copy), { force: true });
    await page.reload();
    await prompt.waitFor();

    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
    await page.locator('main h1').waitFor();
    await expect(prompt.count()).resolves.toBe(0);
  } finally {
    // The page goes before its gateway, or its live price requests would meet a closed port.
    await page?.close();
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
