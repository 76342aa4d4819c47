// A phone first (SPEC 9 breakpoints, issue 15): at 320, 375 and 414 px no page is wider than the screen, anonymous
// or logged in with records in every account tab (positions, orders and fills are cards; from 768 px a table wider
// than its panel scrolls inside it), touch targets are at least 44 px, and the header's menu works by keyboard.
import type { BrowserContext, Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { eventually } from './support/eventually';
import { useHarness } from './support/harness';

const harness = useHarness();
const PASSWORD = 'Demo-pass-2026';
const WIDTHS = [320, 375, 414] as const;

// Logging in and visiting every account tab of both workspaces, after placing the records once, takes more than
// the default minute on a busy machine.
jest.setTimeout(120_000);

/** Each page, what shows once its content is there, and its account tabs (each shown with its records when logged in). */
const PAGES: ReadonlyArray<{ path: string; ready: (page: Page) => Promise<void>; tabs?: readonly string[] }> = [
  { path: '/spot/BTCUSDT', ready: (page) => page.getByTestId('last-price').waitFor(), tabs: ['Open orders', 'Order history', 'Fills', 'Balances'] },
  {
    path: '/futures/usdt/BTCUSDT',
    ready: (page) => page.locator('main h1').waitFor(),
    tabs: ['Positions', 'Open orders', 'Order history', 'Fills', 'Funding payments', 'Futures balance'],
  },
  { path: '/wiki', ready: (page) => page.locator('main table tbody tr').first().waitFor() },
  { path: '/login', ready: (page) => page.locator('main h1').waitFor() },
  { path: '/register', ready: (page) => page.locator('main h1').waitFor() },
  { path: '/events', ready: (page) => page.locator('main h1').waitFor() },
];

async function logIn(context: BrowserContext): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${harness.url}/login`);
  await page.getByLabel('Email or login name').fill('demo');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/spot\/BTCUSDT$/);
  // The account's UID: the phone header's account link, or the text of the desktop header.
  await page.getByRole('link', { name: /UID 10000001/ }).or(page.getByText('UID 10000001')).first().waitFor();
  await page.close();
}

let records: Promise<void> | undefined;

/**
 * Gives the demo account a record in every account tab, once for the file (the gateway keeps them): a resting spot
 * buy, a filled spot market buy, a futures market long and a resting futures limit order, and a funding payment.
 * Placed on a desktop-wide page, whose form and tabs are all on screen at once.
 */
function withRecords(): Promise<void> {
  records ??= (async () => {
    const context = await harness.newContext({ viewport: { width: 1366, height: 900 } });
    await logIn(context);
    const page = await harness.newPage({ context });
    await page.goto(`${harness.url}/spot/BTCUSDT`);
    const place = async (kind: 'Limit' | 'Market', button: string, answer: RegExp, price?: string) => {
      const form = page.getByRole('form', { name: 'Place order' });
      await form.getByRole('tab', { name: kind }).click();
      if (price !== undefined) await form.getByLabel('Price', { exact: true }).fill(price);
      await form.getByLabel('Amount', { exact: true }).fill('0.001');
      await form.getByRole('button', { name: button }).click();
      // The page's first signed call also loads the signing code and makes the key pair: slow on a busy machine.
      await form.getByRole('status').filter({ hasText: answer }).waitFor({ timeout: 30_000 });
    };
    // 50,000 is far below the market (about 97,000): the buys rest.
    await place('Limit', 'Buy BTC', /^Order placed/, '50000.00');
    await place('Market', 'Buy BTC', /^Filled/);
    await page.goto(`${harness.url}/futures/usdt/BTCUSDT`);
    await place('Market', 'Open long', /^Filled/);
    await place('Limit', 'Open long', /^Order placed/, '50000.00');
    const funding = await fetch(`${harness.url}/__dev/futures/funding`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ symbol: 'BTCUSDT' }),
    });
    expect(((await funding.json()) as { status: string }).status).toBe('success');
    await context.close();
  })();
  return records;
}

/** Selects an account tab and waits for its records: a table's first row (the futures balance is a list). */
async function showTab(page: Page, name: string): Promise<void> {
  // By the keyboard: a tap can miss while a page wider than the phone is shown zoomed out.
  await page.getByRole('tab', { name, exact: true }).press('Enter');
  const panel = page.getByRole('tabpanel', { name, exact: true });
  await (name === 'Futures balance' ? panel.getByRole('definition') : panel.locator('tbody tr')).first().waitFor();
}

/** Widths of the document and of every element that sticks out of the screen, for a readable failure. */
async function overflow(page: Page): Promise<{ width: number; scrollWidth: number; wide: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > width + 0.5 || box.left < -0.5);
      })
      .filter((element) => !element.closest('.visually-hidden'))
      // A wide table may scroll inside its own box; the box itself must fit (it is checked as an element too).
      .filter((element) => {
        for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
          if (/auto|scroll|hidden/.test(getComputedStyle(box).overflowX)) return false;
        }
        return true;
      })
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className} ${Math.round(element.getBoundingClientRect().right)}`);
    return { width, scrollWidth: document.documentElement.scrollWidth, wide };
  });
}

describe.each([
  ['anonymous', false],
  ['logged in, with records in every account tab', true],
])('%s', (_who, loggedIn) => {
  test.each(WIDTHS)('no page is wider than a %i px screen', async (width) => {
    if (loggedIn) await withRecords();
    const context = await harness.newContext({ viewport: { width, height: 740 }, isMobile: true, hasTouch: true });
    if (loggedIn) await logIn(context);
    const page = await harness.newPage({ context });
    const found: string[] = [];
    const measure = async (where: string) => {
      const measured = await overflow(page);
      if (measured.scrollWidth > measured.width || measured.wide.length > 0) {
        found.push(`${where}: ${measured.scrollWidth} > ${measured.width} (${measured.wide.join(', ')})`);
      }
    };
    for (const { path, ready, tabs } of PAGES) {
      await page.goto(`${harness.url}${path}`);
      await ready(page);
      await measure(path);
      for (const tab of loggedIn ? (tabs ?? []) : []) {
        await showTab(page, tab);
        await measure(`${path} ${tab}`);
      }
    }
    expect(found).toEqual([]);
  });
});

/** The sides the first card's labelled cells write their text against ("left" or "right"), each side once. */
function cardTextSides(page: Page): Promise<string[]> {
  return page.locator('.account-tabs tbody tr').first().evaluate((row) => [
    ...new Set(
      [...row.querySelectorAll<HTMLElement>('td[data-label]')].map((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        const text = range.getBoundingClientRect();
        const box = cell.getBoundingClientRect();
        return box.right - text.right < text.left - box.left ? 'right' : 'left';
      }),
    ),
  ]);
}

test.each(['fr', 'id', 'pt-PT', 'ru'])('in a language with long names (%s) the workspaces\' phone tabs fit a 320 px screen', async (locale) => {
  const page = await harness.newPage({ context: await harness.newContext({ viewport: { width: 320, height: 700 }, isMobile: true, hasTouch: true }) });
  for (const path of ['/spot/BTCUSDT', '/futures/usdt/BTCUSDT']) {
    await page.goto(`${harness.url}/${locale}${path}`);
    await page.locator('.spot__phone-tabs [role=tab]').first().waitFor();
    const measured = await overflow(page);
    expect({ path, ...measured }).toEqual({ path, width: 320, scrollWidth: 320, wide: [] });
  }
});

test.each(['en', 'de'])('at 320 px every part of the futures order form lies inside it, the leverage\'s unit included (%s)', async (locale) => {
  const page = await harness.newPage({ context: await harness.newContext({ viewport: { width: 320, height: 700 }, isMobile: true, hasTouch: true }) });
  await page.goto(`${harness.url}/${locale}/futures/usdt/BTCUSDT`);
  await page.locator('.spot__phone-tabs [role=tab]').last().click();
  const form = page.locator('form.order-form').first();
  await form.waitFor();
  const outside = await form.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return [...element.querySelectorAll('input, button, select, label, .field__unit')]
      .map((part) => ({ part, rect: part.getBoundingClientRect() }))
      .filter(({ rect }) => rect.width > 0 && (rect.left < box.left - 0.5 || rect.right > box.right + 0.5))
      .map(({ part, rect }) => `${part.tagName.toLowerCase()} "${part.textContent?.trim() ?? ''}" ${Math.round(rect.left)}-${Math.round(rect.right)} of ${Math.round(box.left)}-${Math.round(box.right)}`);
  });
  expect(outside).toEqual([]);
});

test.each(['en', 'ar'])('at 375 px the price list shows each coin\'s rank, name, price and 24 h change in its card, the rest scrolling inside it (%s)', async (locale) => {
  const page = await harness.newPage({ context: await harness.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true }) });
  await page.goto(`${harness.url}/wiki?locale=${locale}`);
  await page.locator('main table tbody tr').first().waitFor();
  const inView = await page.locator('main table').evaluate((table) => {
    const box = table.parentElement!.getBoundingClientRect();
    return [...table.querySelectorAll('thead th')].map((head) => {
      const rect = head.getBoundingClientRect();
      return rect.left >= box.left - 0.5 && rect.right <= box.right + 0.5;
    });
  });
  expect(inView.slice(0, 4)).toEqual([true, true, true, true]);
});

test('on a phone each position, order, fill and funding payment is a card: nothing scrolls sideways, each figure is under its column\'s name, and screen readers still hear a table', async () => {
  await withRecords();
  const context = await harness.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
  await logIn(context);
  const page = await harness.newPage({ context });
  const sideways: string[] = [];
  for (const [path, tabs] of [
    ['/futures/usdt/BTCUSDT', ['Positions', 'Open orders', 'Order history', 'Fills', 'Funding payments']],
    ['/spot/BTCUSDT', ['Open orders', 'Order history', 'Fills']],
  ] as const) {
    await page.goto(`${harness.url}${path}`);
    for (const tab of tabs) {
      await showTab(page, tab);
      const panel = page.getByRole('tabpanel', { name: tab, exact: true });
      if (await panel.evaluate((element) => element.scrollWidth > element.clientWidth)) sideways.push(`${path} ${tab}`);
    }
  }
  expect(sideways).toEqual([]);

  await page.goto(`${harness.url}/futures/usdt/BTCUSDT`);
  await showTab(page, 'Positions');
  const panel = page.getByRole('tabpanel', { name: 'Positions', exact: true });
  // The position's close button is on the screen, not in a column off to the right.
  const close = await panel.getByRole('button', { name: 'Close' }).boundingBox();
  expect(close !== null && close.x >= 0 && close.x + close.width <= 375).toBe(true);
  // The card writes "Leverage" over "20x", and a screen reader hears the cell as "20x" under its column head.
  const leverage = panel.getByRole('cell', { name: /^\d+x$/ });
  await expect(leverage.evaluate((cell) => getComputedStyle(cell, '::before').content)).resolves.toBe('"Leverage" / ""');
  await expect(panel.getByRole('columnheader', { name: 'Liq. price' }).count()).resolves.toBe(1);
  await expect(cardTextSides(page)).resolves.toEqual(['left']);

  // A record's date as Arabic writes it carries its own direction marks: it keeps the page's right-to-left
  // direction (a bare number's left-to-right setting would scramble its day, month and year).
  await page.goto(`${harness.url}/ar/spot/BTCUSDT`);
  const placed = page.locator('.account-tabs tbody td').first();
  await expect(placed.evaluate((cell) => getComputedStyle(cell).direction)).resolves.toBe('rtl');
  // Every cell of a card starts at the page's start: a number's cell (set left to right) too, at the right.
  await expect(cardTextSides(page)).resolves.toEqual(['right']);
});

test.each(['dark', 'light'])('logged in with records, the phone workspaces have no serious or critical axe violation in the %s theme', async (theme) => {
  await withRecords();
  // axe is injected by the test; the page's own CSP is proven by every other browser test.
  const context = await harness.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, bypassCSP: true });
  await logIn(context);
  const page = await harness.newPage({ context });
  const found: string[] = [];
  for (const [path, tab] of [
    ['/futures/usdt/BTCUSDT', 'Positions'],
    ['/spot/BTCUSDT', 'Open orders'],
  ] as const) {
    await page.goto(`${harness.url}${path}?appTheme=${theme}`);
    await showTab(page, tab);
    // The form's buy and sell buttons, which a visitor who is not logged in does not see.
    await page.getByRole('form', { name: 'Place order' }).getByRole('button').last().waitFor();
    for (const violation of await seriousViolations(page)) found.push(`${path}: ${violation.id} ${violation.nodes.join(', ')}`);
  }
  expect(found).toEqual([]);
});

test('on a 320 px phone a position\'s TP/SL dialog fits the screen with a margin, each field\'s name whole above it', async () => {
  await withRecords();
  const context = await harness.newContext({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });
  await logIn(context);
  const page = await harness.newPage({ context });
  await page.goto(`${harness.url}/futures/usdt/BTCUSDT`);
  await showTab(page, 'Positions');
  await page.getByRole('tabpanel', { name: 'Positions', exact: true }).getByRole('button', { name: 'TP/SL' }).first().press('Enter');
  const dialog = page.getByRole('dialog', { name: /TP\/SL/ });
  const box = await dialog.boundingBox();
  expect(box !== null && box.x > 0 && box.x + box.width < 320).toBe(true);
  const name = await dialog.getByText('Take profit', { exact: true }).boundingBox();
  const field = await dialog.getByRole('textbox', { name: 'Take profit' }).boundingBox();
  // The name ends above the field, not cut off beside it.
  expect(name !== null && field !== null && name.y + name.height <= field.y).toBe(true);
});

test('from 768 px a position wider than its panel (German, eleven columns) scrolls inside it, which the keyboard can focus and scroll', async () => {
  await withRecords();
  const context = await harness.newContext({ viewport: { width: 768, height: 900 } });
  await logIn(context);
  const page = await harness.newPage({ context });
  await page.goto(`${harness.url}/de/futures/usdt/BTCUSDT`);
  await showTab(page, 'Positionen');
  // A scroll region named by its tab and in the Tab order, so a keyboard can reach the columns off screen.
  const panel = page.getByRole('tabpanel', { name: 'Positionen', exact: true });
  const box = () => panel.evaluate((element) => ({ scrolls: element.scrollWidth > element.clientWidth, left: element.scrollLeft, tabIndex: element.tabIndex }));
  await expect(box()).resolves.toEqual({ scrolls: true, left: 0, tabIndex: 0 });
  await panel.focus();
  await page.keyboard.press('ArrowRight');
  expect(await eventually(async () => (await box()).left > 0)).toBe(true);
  await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(768);
});

/** The controls below `scope` (radios and checkboxes by their label) smaller than 44 px either way, by name and size. */
async function smallTargets(page: Page, scope: string): Promise<string[]> {
  return page.evaluate((scope) => {
    const controls = document.querySelectorAll<HTMLElement>(
      [':is(a[href], button, input, select, summary)', '[role=tab]'].map((control) => `:is(${scope}) ${control}`).join(', '),
    );
    return [...new Set([...controls].map((control) => (control.matches('[type=radio], [type=checkbox]') ? (control.closest('label') ?? control) : control)))]
      .filter((target) => target.checkVisibility())
      .map((target) => ({ name: target.textContent?.trim() || target.getAttribute('aria-label') || target.tagName, box: target.getBoundingClientRect() }))
      .filter(({ box }) => box.height < 44 || box.width < 44)
      .map(({ name, box }) => `${name} ${Math.round(box.width)}x${Math.round(box.height)}`);
  }, scope);
}

test.each([320, 375])('below 768 px the controls of the order forms, account tabs, footer and login form are at least 44 px each way (%i px)', async (width) => {
  await withRecords();
  const found: string[] = [];
  const check = async (page: Page, path: string, scope: string) => {
    for (const small of await smallTargets(page, scope)) found.push(`${path}: ${small}`);
  };
  const phone = { viewport: { width, height: 740 }, isMobile: true, hasTouch: true };

  const anonymous = await harness.newPage({ context: await harness.newContext(phone) });
  await anonymous.goto(`${harness.url}/login`);
  await anonymous.locator('main h1').waitFor();
  await check(anonymous, '/login', 'main form, footer');
  await anonymous.goto(`${harness.url}/spot/BTCUSDT`);
  await anonymous.getByRole('form', { name: 'Place order' }).getByRole('link', { name: 'Log in' }).waitFor();
  await check(anonymous, 'anonymous /spot/BTCUSDT', 'main form');

  const context = await harness.newContext(phone);
  await logIn(context);
  const page = await harness.newPage({ context });
  await page.goto(`${harness.url}/spot/BTCUSDT`);
  await showTab(page, 'Open orders');
  await check(page, '/spot/BTCUSDT', 'main form, .account-tabs, footer');
  await page.goto(`${harness.url}/futures/usdt/BTCUSDT`);
  await showTab(page, 'Positions');
  await page.locator('summary', { hasText: 'Futures settings' }).press('Enter');
  // Its choices load when it first opens.
  await page.locator('.futures-settings').getByRole('radio').first().waitFor();
  await check(page, '/futures/usdt/BTCUSDT', 'main form, .futures-settings, .account-tabs, footer');
  expect(found).toEqual([]);
});

test('below 768 px the header holds the logo, the account button and the menu button; the menu works by keyboard', async () => {
  const context = await harness.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
  const page = await harness.newPage({ context });
  await page.goto(`${harness.url}/spot/BTCUSDT`);
  const menuButton = page.getByRole('button', { name: 'Menu' });
  await expect(menuButton.getAttribute('aria-expanded')).resolves.toBe('false');
  // Closed, the navigation and the controls are out of the way (and out of the tab order).
  await expect(page.getByRole('navigation', { name: 'Main' }).isVisible()).resolves.toBe(false);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' }).count()).resolves.toBe(1);

  await menuButton.focus();
  await page.keyboard.press('Enter');
  await expect(menuButton.getAttribute('aria-expanded')).resolves.toBe('true');
  // Focus moved into the menu: its first link.
  await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Spot');
  for (const name of ['Language', 'Display currency']) {
    await expect(page.getByLabel(name).isVisible()).resolves.toBe(true);
  }
  await expect(page.getByRole('button', { name: 'Switch to light theme' }).isVisible()).resolves.toBe(true);
  await expect(page.getByRole('button', { name: 'Paper trading' }).isVisible()).resolves.toBe(true);

  // Escape closes it and gives focus back to the button.
  await page.keyboard.press('Escape');
  await expect(menuButton.getAttribute('aria-expanded')).resolves.toBe('false');
  await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))).resolves.toBe('false');

  // A link chosen in the menu navigates and closes it.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/futures\/usdt\/BTCUSDT$/);
  await page.locator('header button[aria-expanded="false"]', { hasText: 'Menu' }).waitFor();
  await expect(page.getByRole('navigation', { name: 'Main' }).isVisible()).resolves.toBe(false);
});

test('touch targets in the phone header are at least 44 px', async () => {
  const context = await harness.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
  const page = await harness.newPage({ context });
  await page.goto(`${harness.url}/spot/BTCUSDT`);
  await page.getByRole('button', { name: 'Menu' }).click();
  const small = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('header a, header button, header select')]
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => ({ name: element.textContent?.trim() || element.getAttribute('aria-label'), box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.height < 44 || box.width < 44)
      .map(({ name, box }) => `${name} ${Math.round(box.width)}x${Math.round(box.height)}`),
  );
  expect(small).toEqual([]);
});

test('the largest paint of a first visit on a phone is the heading the gateway writes, not a later text of the app', async () => {
  for (const path of ['/spot/BTCUSDT', '/futures/usdt/BTCUSDT']) {
    const context = await harness.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    // Every candidate the browser reports, from the first paint on: a larger text the app renders later (a paragraph
    // in the order form) would be reported after the heading, and be the page's largest contentful paint.
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { largestPaints: seen });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceEntry[] & { element?: Element | null }[]) {
          const element = (entry as { element?: Element | null }).element;
          seen.push(`${element?.tagName ?? '?'} ${element?.textContent?.slice(0, 40) ?? ''}`);
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(`${harness.url}${path}`);
    await page.getByRole('form', { name: 'Place order' }).waitFor();
    // Two frames after the form is in: its paint has been reported.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const paints = await page.evaluate(() => (window as unknown as { largestPaints: string[] }).largestPaints);
    expect(paints.length).toBeGreaterThan(0);
    expect(paints.at(-1)).toMatch(/^H1 BTCUSDT/);
    await context.close();
  }
});

test('a phone reads and follows no candles until its chart tab is shown, then draws them live', async () => {
  const context = await harness.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const candleReads: string[] = [];
  const subscribed: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v1/market/klines')) candleReads.push(request.url());
  });
  page.on('websocket', (socket) =>
    socket.on('framesent', ({ payload }) => {
      const frame = JSON.parse(String(payload)) as { op?: string; channels?: string[] };
      if (frame.op === 'subscribe') subscribed.push(...(frame.channels ?? []));
    }),
  );
  await page.goto(`${harness.url}/spot/BTCUSDT`);
  await page.getByRole('form', { name: 'Place order' }).waitFor();
  expect(await eventually(async () => subscribed.includes('trades:BTCUSDT'))).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(candleReads).toEqual([]);
  expect(subscribed.filter((channel) => channel.startsWith('kline:'))).toEqual([]);

  await page.getByRole('tab', { name: 'Chart' }).click();
  await page.getByRole('region', { name: 'Price chart' }).locator('canvas').first().waitFor();
  expect(await eventually(async () => candleReads.length > 0)).toBe(true);
  expect(candleReads).toEqual([expect.stringContaining('symbol=BTCUSDT&interval=')]);
  expect(await eventually(async () => subscribed.some((channel) => channel.startsWith('kline:BTCUSDT:')))).toBe(true);
  await context.close();
});
