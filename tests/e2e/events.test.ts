import type { Page, Request } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { eventually } from './support/eventually';
import { useHarness } from './support/harness';

const harness = useHarness();

// Chromium itself logs every HTTP error answer as a console error; the page cannot stop that line.
const BROWSER_LOG = (status: number) => new RegExp(`^console error: Failed to load resource: the server responded with a status of ${status}`);

/** The paths of the requests `page` makes from now on, in order. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

const pathsOf = (requests: Request[]) => requests.map((request) => new URL(request.url()).pathname);
const count = (requests: Request[], path: string) => pathsOf(requests).filter((candidate) => candidate === path).length;
const documentLoads = (page: Page, requests: Request[]) =>
  requests.filter((request) => request.isNavigationRequest() && request.frame() === page.mainFrame()).length;

interface Received {
  event: { type: string; event_tracking_id: string; curr_page: string; url: string };
}

async function trackedEvents(): Promise<Received[]> {
  const answer = (await (await fetch(`${harness.url}/__dev/tracking`)).json()) as { data: Received[] };
  return answer.data;
}

test('/events/ja/ renders in Japanese, moves the locale into the query and shows prize pools in yen', async () => {
  const page = await harness.newPage();
  await page.goto(`${harness.url}/events/ja/`);

  await page.waitForURL(/\/events\/\?locale=ja$/);
  await expect(page.locator('main h1').textContent()).resolves.toBe('イベント');
  await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('ja');
  await page.getByRole('link', { name: 'BTC現物トレード選手権' }).waitFor();
  await expect(page.getByLabel('言語').inputValue()).resolves.toBe('ja');
  // The championship's 100,000 USDT at the gateway's 149.50 yen: JPY's ¥, not CNY's CN¥.
  const prize = page.getByTestId('prize-pool').first();
  await page.waitForFunction(() => document.querySelector('[data-testid="prize-pool"]')?.textContent?.startsWith('¥'));
  await expect(prize.textContent()).resolves.toBe('¥14,950,000');
});

test('an invalid saved theme falls back to white on the events site, where the exchange reads it as dark', async () => {
  const context = await harness.newContext();
  await context.addInitScript(() => localStorage.setItem('theme', JSON.stringify('purple')));
  const page = await harness.newPage({ context });

  await page.goto(`${harness.url}/events/`);
  await page.locator('main h1').waitFor();
  const events = await page.evaluate(() => [...document.documentElement.classList]);
  expect(events).toContain('theme-light');
  expect(events).not.toContain('theme-dark');

  await page.goto(`${harness.url}/spot/BTCUSDT`);
  await page.locator('main h1').waitFor();
  await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe('dark');
});

test('appTheme in the query forces the events theme over the saved one', async () => {
  const context = await harness.newContext();
  await context.addInitScript(() => localStorage.setItem('theme', JSON.stringify('white')));
  const page = await harness.newPage({ context });
  await page.goto(`${harness.url}/events/?appTheme=dark`);
  await page.locator('main h1').waitFor();
  await expect(page.evaluate(() => document.documentElement.className)).resolves.toContain('theme-dark');
});

test('a forced 20906 runs the logout sequence once and reloads once', async () => {
  // Two expired-session answers, from the page's data and from a bootstrap call: the debounced sequence runs once.
  harness.allowConsoleError(/^console error: \[api\] GET \/v1\/events\/list: /);
  harness.allowConsoleError(/^console error: \[api\] POST \/v1\/mix\/public\/usdtRate: /);
  await harness.forceFault({ path: '/v1/events/list', code: '20906', msg: 'Login expired', times: 1 });
  await harness.forceFault({ path: '/v1/mix/public/usdtRate', code: '20906', msg: 'Login expired', times: 1 });
  const context = await harness.newContext();
  await context.addCookies([{ name: 'refresh_token', value: 'stale-token', url: harness.url }]);
  const page = await harness.newPage({ context });
  const requests = recordRequests(page);

  await page.goto(`${harness.url}/events/`);
  // After the reload the list loads: the faults were used up by the first load.
  await page.waitForRequest((request) => request.isNavigationRequest() && documentLoads(page, requests) === 2, { timeout: 15_000 });
  await page.getByRole('link', { name: 'BTC Spot Trading Championship' }).waitFor();

  expect(documentLoads(page, requests)).toBe(2);
  expect(count(requests, '/v1/user/public/clearCookie')).toBe(1);
  expect(count(requests, '/btapi/common/logout') + count(requests, '/v1/user/logout')).toBe(1);
  // clear-cookie, then logout, then the reload.
  const order = pathsOf(requests).filter((path) => /clearCookie|logout|^\/events\/$/.test(path));
  expect(order).toEqual(['/events/', '/v1/user/public/clearCookie', '/btapi/common/logout', '/events/']);
  const cookies = await context.cookies(harness.url);
  expect(cookies.find((cookie) => cookie.name === 'refresh_token')).toBeUndefined();
});

test('events requests carry the events headers, and none goes to paper trading even with the exchange flag on', async () => {
  const context = await harness.newContext();
  await context.addInitScript(() => localStorage.setItem('simulation-trade', 'true'));
  const page = await harness.newPage({ context });
  const list = page.waitForRequest((request) => new URL(request.url()).pathname === '/v1/events/list');
  await page.goto(`${harness.url}/events/btc-spot-championship?locale=de`);

  await page.getByRole('heading', { level: 1, name: 'BTC Spot Trading Championship' }).waitFor();
  await page.getByRole('link', { name: 'Alle Aktionen' }).first().click();
  const headers = await (await list).allHeaders();
  expect(headers).toMatchObject({ website: 'mix', locale: 'de', language: 'de_DE' });
  expect(headers['deviceid']).toMatch(/\S/);
  expect(headers['requestid']).toMatch(/^[0-9a-f-]{36}$/);
  expect(Number(headers['requesttime'])).toBeGreaterThan(0);
  expect(headers['paptrading']).toBeUndefined();
  // The exchange's paper-trading redirect does not apply here: the events list stays.
  await page.getByRole('link', { name: 'BTC Spot Trading Championship' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/events');
});

test('a 429 leaves no console error from the page, only the translated error state', async () => {
  harness.allowConsoleError(BROWSER_LOG(429));
  await harness.forceFault({ path: '/v1/events/list', httpStatus: 429 });
  const page = await harness.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });

  await page.goto(`${harness.url}/events/?locale=fr`);
  const alert = page.getByRole('alert').filter({ hasText: 'Impossible de charger les événements' });
  await alert.waitFor();
  // A 429 says to wait (issue 13.6), in the page's language, rather than naming the status.
  await expect(alert.textContent()).resolves.toContain('Trop de tentatives.');
  expect(consoleErrors.filter((text) => !BROWSER_LOG(429).test(`console error: ${text}`))).toEqual([]);
});

test('a gateway failure shows a translated error state, and trying again loads the events', async () => {
  harness.allowConsoleError(BROWSER_LOG(500));
  harness.allowConsoleError(/^console error: \[api\] GET \/v1\/events\/list: HTTP 500/);
  await harness.forceFault({ path: '/v1/events/list', httpStatus: 500, times: 1 });
  const page = await harness.newPage();
  await page.goto(`${harness.url}/events/?locale=de`);

  const alert = page.getByRole('alert').filter({ hasText: 'Aktionen konnten nicht geladen werden' });
  await alert.waitFor();
  await expect(alert.textContent()).resolves.toContain('Das System ist ausgelastet');
  await page.getByRole('button', { name: 'Erneut versuchen' }).click();
  await page.getByRole('link', { name: 'BTC Spot Trading Championship' }).waitFor();
  await expect(page.getByRole('alert').count()).resolves.toBe(0);
});

test('an unknown event id shows a translated not-found page with the way back', async () => {
  harness.allowConsoleError(BROWSER_LOG(404));
  harness.allowConsoleError(/^console error: \[api\] GET \/v1\/events\/detail: HTTP 404/);
  const page = await harness.newPage();
  await page.goto(`${harness.url}/events/bitcoin-pizza-day?locale=es`);

  await expect(page.locator('main h1').textContent()).resolves.toBe('Evento no encontrado');
  await expect(page.title()).resolves.toMatch(/^Evento no encontrado/);
  await page.getByRole('link', { name: 'Ver todos los eventos' }).click();
  await page.waitForURL(/\/events$/);
  // The language stays Spanish: the gateway's Spanish texts and the page's own words.
  await page.getByRole('link', { name: 'Campeonato de trading al contado de BTC' }).waitFor();
  await expect(page.locator('main h1').textContent()).resolves.toBe('Eventos');
});

test('an event page shows its period, prize pool and sanitised body, and its call to action opens the trading page', async () => {
  const page = await harness.newPage();
  await page.goto(`${harness.url}/events/`);
  await page.getByRole('link', { name: 'BTC Spot Trading Championship' }).click();

  await page.waitForURL(/\/events\/btc-spot-championship$/);
  // The URL changes before the event's data arrives: wait for the page, not for the address.
  await page.locator('main h1', { hasText: 'BTC Spot Trading Championship' }).waitFor();
  await expect(page.locator('main h1').textContent()).resolves.toBe('BTC Spot Trading Championship');
  await expect(page.title()).resolves.toBe('BTC Spot Trading Championship – Events | Exchange');
  await expect(page.locator('main time').count()).resolves.toBe(2);
  await page.waitForFunction(() => document.querySelector('[data-testid="prize-pool"]')?.textContent === '$100,000.00');
  await expect(page.locator('.events-detail__body table').count()).resolves.toBe(1);
  await expect(page.locator('.events-detail__body script').count()).resolves.toBe(0);

  await page.getByRole('link', { name: 'Trade BTC now' }).click();
  await page.waitForURL(/\/spot\/BTCUSDT$/);
  await expect(page.locator('main h1').textContent()).resolves.toBe('BTCUSDT');
});

test('an unsafe call to action is refused: no navigation, a warning and a security-log report', async () => {
  const page = await harness.newPage();
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await page.goto(`${harness.url}/events/unsafe-cta-test`);
  const cta = page.getByRole('link', { name: 'Do not follow' });
  await expect(cta.getAttribute('href')).resolves.toBe('#');
  await cta.click();

  const reported = await eventually(async () => {
    const log = (await fetch(`${harness.url}/__dev/security-log`).then((response) => response.json())) as { data: unknown };
    return JSON.stringify(log.data).includes('javascript:alert(1)');
  });
  expect(reported).toBe(true);
  expect(page.url()).toBe(`${harness.url}/events/unsafe-cta-test`);
  expect(warnings.some((text) => text.includes('javascript:alert(1)'))).toBe(true);
  expect(dialogs).toBe(0);
});

test('the language picker offers the events list only, and a change keeps the /events/ path', async () => {
  const page = await harness.newPage();
  await page.goto(`${harness.url}/events/btc-spot-championship`);
  await page.locator('main h1').waitFor();
  const picker = page.getByLabel('Language');
  const offered = await picker.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  expect(offered).toContain('ja');
  expect(offered).not.toContain('asia');
  expect(offered).not.toContain('nl');

  await picker.selectOption('zh-CN');
  await page.waitForURL(/\/events\/btc-spot-championship\?locale=zh-CN$/);
  await page.getByRole('heading', { level: 1, name: 'BTC现货交易锦标赛' }).waitFor();
  await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('zh-Hans-CN');
});

test('a locale reachable only by URL is understood and named by the picker', async () => {
  const page = await harness.newPage();
  await page.goto(`${harness.url}/events/nl/futures-fee-holiday`);
  await page.waitForURL(/\/events\/futures-fee-holiday\?locale=nl$/);
  await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('nl');
  await expect(page.getByLabel('Taal').inputValue()).resolves.toBe('nl');
  // The gateway has no Dutch text: it answers in English, and the page says so in Dutch.
  await expect(page.locator('.events-detail__notice').textContent()).resolves.toContain('Dit evenement is nog niet beschikbaar');
});

test('page views and event-card exposures reach the tracking service', async () => {
  await fetch(`${harness.url}/__dev/tracking`, { method: 'DELETE' });
  const page = await harness.newPage();
  await page.goto(`${harness.url}/events/`);
  await page.getByRole('link', { name: 'BTC Spot Trading Championship' }).waitFor();

  const seen = await eventually(async () => {
    const events = await trackedEvents();
    const page_ = events.some(({ event }) => event.type === 'page' && new URL(event.url).pathname === '/events/');
    const exposure = events.some(({ event }) => event.type === 'expose' && event.event_tracking_id === 'b31001');
    return page_ && exposure;
  }, 15_000);
  expect(seen).toBe(true);
});

test.each(['/events/', '/events/btc-spot-championship', '/events/?locale=ar&appTheme=light'])(
  '%s has no serious or critical accessibility violation',
  async (path) => {
    const context = await harness.newContext({ bypassCSP: true });
    const page = await harness.newPage({ context });
    await page.goto(`${harness.url}${path}`);
    await page.locator('main h1').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  },
);
