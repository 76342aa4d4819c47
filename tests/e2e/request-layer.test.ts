import { useHarness } from './support/harness';

const harness = useHarness();

test('the app boots against the gateway and the image-domain probe stores the fastest host', async () => {
  const page = await harness.newPage();
  await page.goto(`${harness.url}/spot/BTCUSDT`);
  await page.waitForFunction(() => localStorage.getItem('fastest-image-domain') !== null);
  const host = await page.evaluate(() => JSON.parse(localStorage.getItem('fastest-image-domain') ?? 'null'));
  expect([harness.url, `${harness.url}/mirror`]).toContain(host);
});

test('a forced 500 shows "The system is busy" in the active language and the page keeps working', async () => {
  harness.allowConsoleError(/status of 500/);
  await harness.forceFault({ path: '/v1/mix/public/usdtRate', httpStatus: 500, times: 1 });
  const page = await harness.newPage();
  await page.goto(`${harness.url}/spot/BTCUSDT?locale=ja`);

  const toast = page.getByRole('alert');
  await expect(toast.textContent()).resolves.toContain('システムが混み合っています');
  await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('ja');

  await page.getByRole('button', { name: 'Dismiss' }).or(page.locator('.toast__dismiss')).first().click();
  await page.goto(`${harness.url}/futures/usdt/ETHUSDT?locale=ja`);
  await expect(page.locator('main h1').textContent()).resolves.toMatch(/^ETHUSDT\b/);
});

test('a forced 500 in English reads "The system is busy"', async () => {
  harness.allowConsoleError(/status of 500/);
  await harness.forceFault({ path: '/v1/mix/public/usdtRate', httpStatus: 500, times: 1 });
  const page = await harness.newPage();
  await page.goto(`${harness.url}/spot/BTCUSDT`);
  await expect(page.getByRole('alert').textContent()).resolves.toContain('The system is busy');
});

test('requests carry the common query and headers of SPEC 7', async () => {
  const page = await harness.newPage();
  const request = page.waitForRequest((candidate) => candidate.url().includes('/v1/mix/system/getDomainConfigList'));
  await page.goto(`${harness.url}/spot/BTCUSDT?locale=de&appTheme=light`);
  const sent = await request;
  const url = new URL(sent.url());
  expect(url.searchParams.get('languageType')).toBe('11');
  expect(url.searchParams.get('_t')).toMatch(/^\d+$/);
  const headers = await sent.allHeaders();
  expect(headers).toMatchObject({ apptheme: 'standard', terminaltype: '1', locale: 'de', language: 'de_DE' });
  expect(headers.terminalcode).toMatch(/\S/);
});
