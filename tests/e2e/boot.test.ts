import { useHarness } from './support/harness';

const harness = useHarness();

test('the spot page renders under the strict CSP with no console error', async () => {
  const page = await harness.newPage();
  const response = await page.goto(`${harness.url}/spot/BTCUSDT`);

  expect(response?.status()).toBe(200);
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("require-trusted-types-for 'script'");
  await expect(page.locator('main h1').textContent()).resolves.toBe('BTCUSDT');
});

test('the app and the events site each start the worker that loads ICU, which the strict CSP allows and which ends itself', async () => {
  for (const path of ['/spot/BTCUSDT', '/events/']) {
    const page = await harness.newPage();
    const started = page.waitForEvent('worker');
    await page.goto(`${harness.url}${path}`);
    const worker = await started;
    expect(new URL(worker.url()).pathname).toMatch(/^\/assets\/intl-warmup\.worker-[\w-]+\.js$/);
    // Closed by its own close() once the formatters are made: nothing is left running for the page's life.
    await new Promise<void>((resolve) => worker.on('close', () => resolve()));
  }
});

test('the root path leads to the default spot page', async () => {
  const page = await harness.newPage();
  await page.goto(`${harness.url}/`);
  await page.waitForURL(/\/spot\/BTCUSDT$/);
  await expect(page.locator('main h1').textContent()).resolves.toBe('BTCUSDT');
});

test('the futures route renders its symbol', async () => {
  const page = await harness.newPage();
  await page.goto(`${harness.url}/futures/usdt/ETHUSDT`);
  await expect(page.locator('main h1').textContent()).resolves.toMatch(/^ETHUSDT\b/);
});

test('an unknown path shows the not-found page with a way back', async () => {
  const page = await harness.newPage();
  await page.goto(`${harness.url}/no/such/page`);
  await page.locator('main a').click();
  await page.waitForURL(/\/spot\/BTCUSDT$/);
});

test('the events shell is served under /events/', async () => {
  const page = await harness.newPage();
  await page.goto(`${harness.url}/events/`);
  await expect(page.locator('main h1').textContent()).resolves.toBe('Events');
});
