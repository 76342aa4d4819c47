import { TRACKING_UPLOAD_PATH } from '../../src/tracking/limits';
import type { Page, Request } from 'playwright-core';
import { useHarness } from './support/harness';

const harness = useHarness();

/**
 * The exchange calls `page` makes from now on. Tracking uploads are left out: SPEC 7 gives them their own headers
 * (content type and pfb, none of the request layer's), and the one sent by beacon as the page reloads can carry none.
 */
function apiRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/v1/') && pathname !== TRACKING_UPLOAD_PATH) seen.push(request);
  });
  return seen;
}


test('entering paper trading in one tab sends the other tab to the right place; leaving reloads both', async () => {
  const context = await harness.newContext();
  const first = await harness.newPage({ context });
  const second = await harness.newPage({ context });
  await first.goto(`${harness.url}/fee`);
  await second.goto(`${harness.url}/wiki`);
  await first.locator('main h1').waitFor();
  await second.locator('main h1').waitFor();

  await first.getByRole('button', { name: 'Paper trading' }).click();
  await first.waitForURL(/\/spot\/BTCUSDT$/);
  // The other tab was on a page outside the allow-list: it goes to spot.
  await second.waitForURL(/\/spot\/BTCUSDT$/);
  for (const page of [first, second]) {
    await page.getByRole('status').filter({ hasText: 'Paper trading mode.' }).waitFor();
  }

  const secondReloaded = second.waitForEvent('load');
  const firstReloaded = first.waitForEvent('load');
  await first.getByRole('button', { name: 'Exit paper trading' }).click();
  await Promise.all([firstReloaded, secondReloaded]);
  for (const page of [first, second]) {
    await page.getByRole('button', { name: 'Paper trading' }).waitFor();
    await expect(page.getByText('Paper trading mode.').count()).resolves.toBe(0);
  }
});

test('an allowed page in the other tab reloads into the mode instead of moving', async () => {
  const context = await harness.newContext();
  const first = await harness.newPage({ context });
  const second = await harness.newPage({ context });
  await first.goto(`${harness.url}/spot/BTCUSDT`);
  await second.goto(`${harness.url}/fee`);
  await second.locator('main h1').waitFor();

  const reloaded = second.waitForEvent('load');
  await first.getByRole('button', { name: 'Paper trading' }).click();
  await reloaded;
  expect(new URL(second.url()).pathname).toBe('/fee');
  await second.getByText('Paper trading mode.').waitFor();
});

test('requests in the mode carry paptrading: 1 and requests outside it none', async () => {
  const context = await harness.newContext();
  const page = await harness.newPage({ context });
  const before = apiRequests(page);
  // The price may come from the stream before any call: the book's snapshot is one the page always makes.
  const snapshot = () => page.waitForResponse((response) => new URL(response.url()).pathname === '/v1/market/depth');
  const firstSnapshot = snapshot();
  await page.goto(`${harness.url}/spot/BTCUSDT`);
  await page.getByTestId('last-price').waitFor();
  await firstSnapshot;
  expect(before.length).toBeGreaterThan(0);
  for (const request of before) expect((await request.allHeaders()).paptrading).toBeUndefined();

  await page.getByRole('button', { name: 'Paper trading' }).click();
  await page.getByText('Paper trading mode.').waitFor();
  // Counted from a page that starts in the mode: calls the page issued just before the switch may still be going.
  const inMode = apiRequests(page);
  const snapshotInMode = snapshot();
  await page.reload();
  await page.getByText('Paper trading mode.').waitFor();
  await page.getByTestId('last-price').waitFor();
  await snapshotInMode;
  expect(inMode.length).toBeGreaterThan(0);
  for (const request of inMode) expect((await request.allHeaders()).paptrading).toBe('1');
});

test('a page outside the allow-list never shows in the mode: it is replaced by spot', async () => {
  const context = await harness.newContext();
  const page = await harness.newPage({ context });
  await page.goto(`${harness.url}/spot/BTCUSDT`);
  await page.getByRole('button', { name: 'Paper trading' }).click();
  await page.getByText('Paper trading mode.').waitFor();

  // Watch the page's main heading from the first frame on: the wiki heading must never appear.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('main h1')?.textContent === 'Crypto prices') sessionStorage.setItem('wikiShown', '1');
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto(`${harness.url}/wiki`);
  await page.waitForURL(/\/spot\/BTCUSDT$/);
  await page.locator('main h1').waitFor();
  await expect(page.evaluate(() => sessionStorage.getItem('wikiShown'))).resolves.toBeNull();
});

test('with site data blocked (reading localStorage throws), a trader logs in, and Paper trading says it cannot start instead of reloading into the real account', async () => {
  const context = await harness.newContext();
  await context.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    }
  });
  const page = await harness.newPage({ context });
  await page.goto(`${harness.url}/login`);
  await page.getByLabel('Email or login name').fill('demo');
  await page.getByLabel('Password').fill('Demo-pass-2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByText('UID 10000001').waitFor();
  await page.waitForURL(/\/spot\/BTCUSDT$/);

  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.getByRole('button', { name: 'Paper trading' }).click();
  await page.getByText('Paper trading cannot start: your browser does not let this site store data').waitFor();
  expect(loads).toBe(0);
  expect(await page.getByRole('status').filter({ hasText: 'Paper trading mode.' }).count()).toBe(0);
  await page.getByRole('button', { name: 'Paper trading' }).waitFor();
});
