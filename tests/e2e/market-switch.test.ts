// A trader moves between markets from the workspace's heading: the list opens with each market's live price, a
// search and the keyboard reach another, and the workspace then shows that market alone, its form empty (a price
// typed for Bitcoin is never offered for Ether).
import type { Page } from 'playwright-core';
import { eventually } from './support/eventually';
import { useHarness } from './support/harness';

const harness = useHarness();

jest.setTimeout(90_000);

async function logIn(page: Page): Promise<void> {
  await page.goto(`${harness.url}/login`);
  await page.getByLabel('Email or login name').fill('demo');
  await page.getByLabel('Password').fill('Demo-pass-2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/spot\/BTCUSDT$/);
  await page.getByRole('form', { name: 'Place order' }).waitFor();
}

/** A displayed number ("3,405.86") as a number. */
function shown(text: string): number {
  return Number(text.replace(/[^\d.-]/g, ''));
}

test('a trader finds Ether from the Bitcoin workspace by its name and the keyboard, and gets an empty form for it', async () => {
  const page = await harness.newPage();
  await logIn(page);
  const form = page.getByRole('form', { name: 'Place order' });
  await form.getByLabel('Price').fill('97000');
  await form.getByRole('textbox', { name: 'Amount' }).fill('0.01');

  await page.getByRole('button', { name: 'Markets' }).click();
  const list = page.getByRole('dialog', { name: 'Markets' });
  const links = list.getByRole('link');
  await links.first().waitFor();
  expect(await links.count()).toBeGreaterThan(2);
  expect(await list.getByRole('link', { name: /^BTC\/USDT/ }).getAttribute('aria-current')).toBe('page');
  await page.keyboard.type('eth');
  expect(await links.allInnerTexts()).toEqual([expect.stringMatching(/^ETH\/USDT/)]);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');

  await page.waitForURL(/\/spot\/ETHUSDT$/);
  await page.getByRole('heading', { level: 1, name: 'ETHUSDT' }).waitFor();
  expect(await list.count()).toBe(0);
  // The keyboard goes on from the button that opened the list, not from the page's start.
  expect(await page.getByRole('button', { name: 'Markets' }).evaluate((element) => element === document.activeElement)).toBe(true);
  expect(await form.getByLabel('Price').inputValue()).toBe('');
  expect(await form.getByRole('textbox', { name: 'Amount' }).inputValue()).toBe('');
  await form.getByRole('button', { name: 'Buy ETH' }).waitFor();
  // The book and the trades are Ether's (about 3,400 USDT), not Bitcoin's (about 97,000).
  const bestBid = page.getByRole('region', { name: 'Order book' }).getByRole('list', { name: 'Bids' }).getByRole('listitem').first();
  expect(await eventually(async () => shown((await bestBid.innerText()).split('\n')[0] ?? '') < 10_000, 20_000)).toBe(true);
  const newestTrade = page.getByRole('region', { name: 'Recent trades' }).getByRole('row').nth(1);
  expect(await eventually(async () => shown((await newestTrade.innerText()).split('\t')[0] ?? '') < 10_000, 20_000)).toBe(true);
  // The header's Spot link is this market's page, and opens it again from elsewhere.
  const spotLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Spot' });
  expect(await spotLink.getAttribute('aria-current')).toBe('page');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Futures' }).click();
  await page.waitForURL(/\/futures\/usdt\/BTCUSDT$/);
  await spotLink.click();
  await page.waitForURL(/\/spot\/ETHUSDT$/);
});

test('the futures workspace lists the perpetuals, and one chosen shows its own mark price', async () => {
  const page = await harness.newPage();
  await page.goto(`${harness.url}/futures/usdt/BTCUSDT`);
  await page.getByRole('button', { name: 'Markets' }).click();
  const list = page.getByRole('dialog', { name: 'Markets' });
  await list.getByRole('link', { name: /^SOL\/USDT/ }).click();
  await page.waitForURL(/\/futures\/usdt\/SOLUSDT$/);
  await page.getByRole('heading', { level: 1, name: 'SOLUSDT perpetual' }).waitFor();
  const markPrice = page.locator('dt', { hasText: 'Mark price' }).first().locator('xpath=following-sibling::dd[1]');
  expect(await eventually(async () => {
    const value = shown(await markPrice.innerText());
    return value > 0 && value < 1_000;
  }, 20_000)).toBe(true);
});

test('on a phone the list fits the screen, and closes on Escape with focus back on its button', async () => {
  const context = await harness.newContext({ viewport: { width: 375, height: 800 } });
  const page = await harness.newPage({ context });
  await page.goto(`${harness.url}/spot/BTCUSDT`);
  const button = page.getByRole('button', { name: 'Markets' });
  await button.click();
  const list = page.getByRole('dialog', { name: 'Markets' });
  await list.getByRole('link').first().waitFor();
  const box = (await list.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  await page.keyboard.press('Escape');
  expect(await list.count()).toBe(0);
  expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
});

test('a path of no listed market says so and offers the markets there are; another spelling of one opens it', async () => {
  // The gateway answers the unlisted market's first calls with 404 before the exchange info says it is unlisted.
  harness.allowConsoleError(/status of 404/);
  const page = await harness.newPage();
  await page.goto(`${harness.url}/spot/FOOUSDT`);
  await page.getByRole('heading', { level: 1, name: 'No such market' }).waitFor();
  expect(await page.getByText('There is no spot market “FOOUSDT”.').count()).toBe(1);
  await page.getByRole('link', { name: /^ETH\/USDT/ }).click();
  await page.waitForURL(/\/spot\/ETHUSDT$/);
  await page.getByRole('heading', { level: 1, name: 'ETHUSDT' }).waitFor();
  await page.getByRole('region', { name: 'Order book' }).getByRole('list', { name: 'Bids' }).getByRole('listitem').first().waitFor();

  await page.goto(`${harness.url}/spot/sol-usdt`);
  await page.waitForURL(/\/spot\/SOLUSDT$/);
  await page.getByRole('heading', { level: 1, name: 'SOLUSDT' }).waitFor();
});
