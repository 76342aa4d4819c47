// A phone first (SPEC 9 breakpoints): at 320, 375 and 414 px no page is wider than the screen, anonymous or
// logged in, and the header's menu works by keyboard.
import type { BrowserContext, Page } from 'playwright-core';
import { useHarness } from './support/harness';

const harness = useHarness();
const PASSWORD = 'Demo-pass-2026';
const WIDTHS = [320, 375, 414] as const;

/** Each page and what shows once its content is there. */
const PAGES: ReadonlyArray<{ path: string; ready: (page: Page) => Promise<void> }> = [
  { path: '/spot/BTCUSDT', ready: (page) => page.getByTestId('last-price').waitFor() },
  { path: '/futures/usdt/BTCUSDT', ready: (page) => page.locator('main h1').waitFor() },
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
  await page.getByRole('link', { name: /UID 10000001/ }).waitFor();
  await page.close();
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
  ['logged in', true],
])('%s', (_who, loggedIn) => {
  test.each(WIDTHS)('no page is wider than a %i px screen', async (width) => {
    const context = await harness.newContext({ viewport: { width, height: 740 }, isMobile: true, hasTouch: true });
    if (loggedIn) await logIn(context);
    const page = await harness.newPage({ context });
    const found: string[] = [];
    for (const { path, ready } of PAGES) {
      await page.goto(`${harness.url}${path}`);
      await ready(page);
      const measured = await overflow(page);
      if (measured.scrollWidth > measured.width || measured.wide.length > 0) {
        found.push(`${path}: ${measured.scrollWidth} > ${measured.width} (${measured.wide.join(', ')})`);
      }
    }
    expect(found).toEqual([]);
  });
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
