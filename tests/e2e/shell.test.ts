import { eventually } from './support/eventually';
import { useHarness } from './support/harness';

const harness = useHarness();

test('switching to Arabic translates the page, replaces the URL and sets dir=rtl', async () => {
  const page = await harness.newPage();
  await page.goto(`${harness.url}/spot/BTCUSDT`);
  await page.getByLabel('Language').selectOption('ar');

  await page.waitForURL(/\/spot\/BTCUSDT\?locale=ar$/);
  await page.waitForFunction(() => document.documentElement.dir === 'rtl');
  await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('ar');
  // The document's lang and dir are set as the catalog is applied; the text follows in React's next render.
  await page.getByRole('navigation').first().getByText('فوري').waitFor();
  // The layout really mirrors: the brand sits at the right edge.
  const brand = await page.locator('.header__brand').boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(brand && brand.x + brand.width).toBeGreaterThan(width / 2);
});

test('a locale as the first path segment is understood and moved into the query', async () => {
  const page = await harness.newPage();
  await page.goto(`${harness.url}/ja/futures/usdt/BTCUSDT`);
  await page.waitForURL(/\/futures\/usdt\/BTCUSDT\?locale=ja$/);
  await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('ja');
});

test('the theme survives a reload and is on the page before any application code runs', async () => {
  const page = await harness.newPage();
  await page.goto(`${harness.url}/spot/BTCUSDT`);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');

  // Hold the application bundle back: what shows meanwhile is the boot script's work alone.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/app-.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Module scripts run before DOMContentLoaded: wait only for the document to be parsed.
  await page.reload({ waitUntil: 'commit' });
  // The stylesheet is render-blocking: once it applies, the first frame is what this shows.
  await page.waitForFunction(() => getComputedStyle(document.documentElement).backgroundColor !== 'rgba(0, 0, 0, 0)');
  const before = await page.evaluate(() => ({
    theme: document.documentElement.dataset.theme,
    background: getComputedStyle(document.documentElement).backgroundColor,
  }));
  release();
  expect(before.theme).toBe('light');
  expect(before.background).toBe('rgb(245, 247, 250)');
  await page.locator('main h1').waitFor();
  await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe('light');
});

test('appTheme in the query forces the theme', async () => {
  const page = await harness.newPage();
  await page.goto(`${harness.url}/spot/BTCUSDT?appTheme=light`);
  await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe('light');
});

test('a currency change reformats prices and is remembered', async () => {
  const page = await harness.newPage();
  await page.goto(`${harness.url}/spot/BTCUSDT`);
  // The pair's price stays in its quote (as the book writes it); its worth beside it follows the display currency.
  const worth = page.getByTestId('last-price-worth');
  await page.waitForFunction(() => document.querySelector('[data-testid="last-price-worth"]')?.textContent?.startsWith('≈ $'));
  await page.getByLabel('Display currency').selectOption('EUR');
  await page.waitForFunction(() => document.querySelector('[data-testid="last-price-worth"]')?.textContent?.startsWith('≈ €'));
  await expect(page.getByTestId('last-price').textContent()).resolves.toMatch(/^[\d,]+\.\d{2}$/);
  await page.reload();
  await worth.waitFor();
  await page.waitForFunction(() => document.querySelector('[data-testid="last-price-worth"]')?.textContent?.startsWith('≈ €'));
});

test('the live price moves', async () => {
  const page = await harness.newPage();
  await page.goto(`${harness.url}/spot/BTCUSDT`);
  const first = await page.getByTestId('last-price').textContent();
  await page.waitForFunction(
    (seen) => document.querySelector('[data-testid="last-price"]')?.textContent !== seen,
    first,
    { timeout: 15_000 },
  );
});

test('a wiki article with hostile HTML runs no script and keeps its text', async () => {
  // Chromium reports inline handlers and styles as blocked while the sanitizer parses the hostile markup in an
  // inert document: the CSP refusing them is expected here, and nothing of them reaches the page.
  harness.allowConsoleError(/^console error: (Executing inline event handler|Applying inline style) violates/);
  harness.allowConsoleError(/^CSP violation: (script-src-attr|style-src-attr|style-src-elem) inline/);
  const page = await harness.newPage();
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await page.goto(`${harness.url}/wiki/hostile-markup-test`);
  await page.getByText('This article exists to test the sanitizer.').waitFor();
  const body = page.locator('.article__body');
  await expect(body.locator('script, noscript, iframe, [onerror], [onload], [style]').count()).resolves.toBe(0);
  await expect(body.locator('a[href^="javascript"]').count()).resolves.toBe(0);
  await expect(body.locator('a[target="_blank"]').first().getAttribute('rel')).resolves.toBe('noopener noreferrer');
  expect(dialogs).toBe(0);
});

test('an unsafe header link does not navigate, warns and is reported to the security log', async () => {
  await fetch(`${harness.url}/__dev/client-config`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ supportUrl: 'javascript:alert(document.domain)' }),
  });
  try {
    const page = await harness.newPage();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(`${harness.url}/spot/BTCUSDT`);
    await page.getByRole('link', { name: 'Support' }).click();
    const reported = await eventually(async () => {
      const log = (await fetch(`${harness.url}/__dev/security-log`).then((response) => response.json())) as { data: unknown };
      return JSON.stringify(log.data).includes('javascript:alert');
    });
    expect(reported).toBe(true);
    expect(page.url()).toBe(`${harness.url}/spot/BTCUSDT`);
    expect(warnings.some((text) => text.includes('javascript:alert'))).toBe(true);
  } finally {
    await fetch(`${harness.url}/__dev/client-config`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ supportUrl: 'https://support.example.com/' }),
    });
  }
});

test('the legal dialog is a modal: Escape closes it and focus returns to its button', async () => {
  const page = await harness.newPage();
  await page.goto(`${harness.url}/spot/BTCUSDT`);
  const opener = page.getByRole('button', { name: 'Legal and risk notice' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Legal and risk notice' });
  await dialog.waitFor();
  await page.keyboard.press('Tab');
  await expect(page.evaluate(() => document.activeElement?.closest('dialog') !== null)).resolves.toBe(true);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await expect(opener.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
});

test('the first Tab of a page reaches the skip link, shown once focused, which takes the keyboard to the content', async () => {
  const page = await harness.newPage();
  await page.goto(`${harness.url}/spot/BTCUSDT`);
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await skip.waitFor({ state: 'attached' });
  const box = () => skip.evaluate((link) => link.getBoundingClientRect().bottom);
  expect(await box()).toBeLessThanOrEqual(0);
  await page.keyboard.press('Tab');
  await expect(skip.evaluate((link) => link === document.activeElement)).resolves.toBe(true);
  expect(await box()).toBeGreaterThan(0);
  await page.keyboard.press('Enter');
  await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('main');
  expect(new URL(page.url()).hash).toBe('');
  // The next Tab goes on inside the page, not back through the header.
  await page.keyboard.press('Tab');
  await expect(page.evaluate(() => document.activeElement?.closest('main') !== null)).resolves.toBe(true);
});

test('every page of the simulation allow-list exists with a translated title', async () => {
  const page = await harness.newPage();
  await page.goto(`${harness.url}/vip/detail?locale=de`);
  await page.locator('main h1').waitFor();
  await expect(page.title()).resolves.not.toContain('vipDetail');
  await expect(page.locator('main h1').textContent()).resolves.not.toBe('VIP details');
});
