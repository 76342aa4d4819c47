// A trader on the local market (issue 16 "Done means"): logs in, watches the book and the trades move, rests a
// limit order and cancels it, fills a market order, and sees balances and history follow and survive a reload, in
// the real and the paper account, with the stream cut and restored in the middle (the book must resync).
import type { Locator, Page, Request } from 'playwright-core';
import { eventually } from './support/eventually';
import { useHarness } from './support/harness';

const harness = useHarness();
const PASSWORD = 'Demo-pass-2026';
const SYMBOL = 'BTCUSDT';
/** Far below the market (about 97,000), so the buy rests; 0.001 BTC at it is 50 USDT, above the 5 USDT minimum. */
const RESTING_PRICE = '50000.00';
const AMOUNT = '0.001';
/** The order's price as the account tabs write it in English, with the symbol's decimals as the book does. */
const RESTING_SHOWN = '50,000.00';

/** The four account tabs and the workspace's steps take longer than the default minute together. */
jest.setTimeout(150_000);

async function logIn(page: Page): Promise<void> {
  await page.goto(`${harness.url}/login`);
  await page.getByLabel('Email or login name').fill('demo');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/spot\/BTCUSDT$/);
  await page.getByText('UID 10000001').waitFor();
}

/** A displayed number ("95,922.31") as a number, for comparing what the page shows with what the gateway holds. */
function shown(text: string): number {
  return Number(text.replace(/[^\d.-]/g, ''));
}

/** Waits until `read` answers something else than it does now. */
async function changes(read: () => Promise<string>, timeoutMs = 10_000): Promise<boolean> {
  const first = await read();
  return eventually(async () => (await read()) !== first, timeoutMs);
}

function bids(page: Page): Locator {
  return page.getByRole('region', { name: 'Order book' }).getByRole('list', { name: 'Bids' });
}

function newestTrade(page: Page): Locator {
  return page.getByRole('region', { name: 'Recent trades' }).getByRole('row').nth(1);
}

/** The book's bid rows as [price, amount] numbers, best first. */
async function shownBids(page: Page): Promise<Array<[number, number]>> {
  const rows = await bids(page).getByRole('listitem').all();
  return Promise.all(
    rows.map(async (row) => {
      const [price = '', qty = ''] = (await row.innerText()).split('\n');
      return [shown(price), shown(qty)] as [number, number];
    }),
  );
}

async function openTab(page: Page, name: 'Open orders' | 'Order history' | 'Balances'): Promise<Locator> {
  await page.getByRole('tab', { name, exact: true }).click();
  const region = page.getByRole('region', { name, exact: true });
  await region.waitFor();
  return region;
}

/** An asset's row of the Balances tab, as shown. */
async function balance(page: Page, asset: string): Promise<{ available: number; frozen: number }> {
  const region = await openTab(page, 'Balances');
  const row = region.getByRole('row').filter({ has: page.getByRole('rowheader', { name: asset, exact: true }) });
  // The cells after the asset: the total, then what is available and what is frozen.
  const [, available = '', frozen = ''] = await row.getByRole('cell').allInnerTexts();
  return { available: shown(available), frozen: shown(frozen) };
}

async function balanceBecomes(page: Page, asset: string, expected: (value: { available: number; frozen: number }) => boolean): Promise<boolean> {
  return eventually(async () => expected(await balance(page, asset)), 10_000);
}

function depthSnapshots(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/v1/market/depth') seen.push(request);
  });
  return seen;
}

/** The book the gateway holds now, top `rows` bids, as numbers. */
function gatewayBids(paper: boolean, rows: number): Array<[number, number]> {
  const { exchange } = harness.gateway.app;
  const market = exchange.market(paper ? 'paper' : 'real', SYMBOL);
  if (market === undefined) throw new Error(`no ${SYMBOL} market`);
  return exchange.snapshot(market, rows).bids.map(([price, qty]) => [Number(price), Number(qty)]);
}

async function trade(paper: boolean): Promise<void> {
  const page = await harness.newPage();
  await logIn(page);
  if (paper) {
    await page.getByRole('button', { name: 'Paper trading' }).click();
    await page.getByRole('status').filter({ hasText: 'Paper trading mode.' }).waitFor();
  }
  // Every socket from here on, reconnects included, must follow the account's world.
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(new URL(socket.url()).search));

  // The market moves: book rows and the newest trade change without a reload.
  await bids(page).getByRole('listitem').first().waitFor();
  await newestTrade(page).waitFor();
  expect(await changes(() => bids(page).innerText())).toBe(true);
  expect(await changes(() => newestTrade(page).innerText())).toBe(true);

  const usdtBefore = await balance(page, 'USDT');
  const btcBefore = await balance(page, 'BTC');
  // The paper wallet starts larger than the real one (server/market/demo-funds.ts): the page shows the mode's own.
  expect(usdtBefore.available + usdtBefore.frozen).toBeGreaterThanOrEqual(paper ? 90_000 : 5_000);
  if (!paper) expect(usdtBefore.available + usdtBefore.frozen).toBeLessThan(90_000);

  // A limit buy far below the market rests: it shows in Open orders and freezes its value.
  const form = page.getByRole('form', { name: 'Place order' });
  await form.getByRole('tab', { name: 'Limit' }).click();
  await form.getByLabel('Price', { exact: true }).fill(RESTING_PRICE);
  await form.getByLabel('Amount', { exact: true }).fill(AMOUNT);
  await form.getByRole('button', { name: 'Buy BTC' }).click();
  await form.getByRole('status').filter({ hasText: 'Order placed: resting in the book.' }).waitFor();
  const open = await openTab(page, 'Open orders');
  const resting = open.getByRole('row').filter({ hasText: RESTING_SHOWN });
  await resting.waitFor();
  expect(await balanceBecomes(page, 'USDT', (usdt) => usdt.frozen === usdtBefore.frozen + 50)).toBe(true);

  // The stream is cut while the market moves on: the page reconnects, takes a fresh snapshot, and its book is the
  // gateway's again (checked on a market held still, so both sides are read at the same update).
  const snapshots = depthSnapshots(page);
  expect(harness.gateway.cutStreams()).toBeGreaterThan(0);
  expect(await eventually(async () => snapshots.length > 0, 20_000)).toBe(true);
  expect(await changes(() => bids(page).innerText(), 15_000)).toBe(true);
  harness.gateway.app.exchange.stop();
  try {
    const rows = (await shownBids(page)).length;
    expect(rows).toBeGreaterThan(0);
    const same = await eventually(async () => JSON.stringify(await shownBids(page)) === JSON.stringify(gatewayBids(paper, rows)), 10_000);
    expect(same).toBe(true);
  } finally {
    harness.gateway.app.exchange.start();
  }

  expect(sockets.length).toBeGreaterThan(0);
  expect(new Set(sockets)).toEqual(new Set([paper ? '?paptrading=1' : '']));

  // Cancelling after the reconnect: the private channels were resubscribed, so the order leaves the list live.
  await (await openTab(page, 'Open orders')).getByRole('row').filter({ hasText: RESTING_SHOWN }).getByRole('button', { name: 'Cancel' }).click();
  await open.getByText('No open orders.').waitFor();
  expect(await balanceBecomes(page, 'USDT', (usdt) => usdt.frozen === usdtBefore.frozen && usdt.available === usdtBefore.available)).toBe(true);

  // A market buy fills at once: BTC arrives (less the 0.1 % fee, taken in BTC) and USDT leaves.
  await form.getByRole('tab', { name: 'Market' }).click();
  await form.getByLabel('Amount', { exact: true }).fill(AMOUNT);
  await form.getByRole('button', { name: 'Buy BTC' }).click();
  await form.getByRole('status').filter({ hasText: `Filled: ${AMOUNT} BTC.` }).waitFor();
  expect(await balanceBecomes(page, 'BTC', (btc) => Math.abs(btc.available - (btcBefore.available + 0.000999)) < 1e-9)).toBe(true);
  const usdtAfter = await balance(page, 'USDT');
  expect(usdtAfter.available).toBeLessThan(usdtBefore.available - 80);

  const history = await openTab(page, 'Order history');
  await history.getByRole('row').filter({ hasText: 'Cancelled' }).filter({ hasText: RESTING_SHOWN }).first().waitFor();
  await history.getByRole('row').filter({ hasText: 'Filled' }).filter({ hasText: 'Market' }).first().waitFor();

  // Everything is the gateway's record, not the page's: a reload shows the same history and balances.
  await page.reload();
  if (paper) await page.getByRole('status').filter({ hasText: 'Paper trading mode.' }).waitFor();
  const reloaded = await openTab(page, 'Order history');
  await reloaded.getByRole('row').filter({ hasText: 'Cancelled' }).filter({ hasText: RESTING_SHOWN }).first().waitFor();
  await reloaded.getByRole('row').filter({ hasText: 'Filled' }).filter({ hasText: 'Market' }).first().waitFor();
  expect(await balanceBecomes(page, 'USDT', (usdt) => usdt.available === usdtAfter.available && usdt.frozen === usdtAfter.frozen)).toBe(true);
  expect(await balanceBecomes(page, 'BTC', (btc) => Math.abs(btc.available - (btcBefore.available + 0.000999)) < 1e-9)).toBe(true);
}

test('a trader rests, cancels and fills orders in the real account, through a cut stream and a reload', async () => {
  await trade(false);
});

test('a trader does the same in the paper account, which keeps its own balances', async () => {
  await trade(true);
});

test('recent trades scroll inside a box of fixed height, so arriving trades never grow the page', async () => {
  const context = await harness.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await harness.newPage({ context });
  await page.goto(`${harness.url}/spot/${SYMBOL}`);
  const trades = page.getByRole('region', { name: 'Recent trades' });
  const rows = trades.getByRole('row');
  await rows.nth(2).waitFor();
  const measure = () =>
    trades.evaluate((region) => {
      const box = region.querySelector<HTMLElement>('.trades__rows')!;
      return { box: box.clientHeight, scroll: box.scrollHeight, page: document.documentElement.scrollHeight, rows: region.querySelectorAll('tbody tr').length };
    });
  const early = await measure();
  // Twenty-five trades are more than the box shows (about twenty rows).
  expect(await eventually(async () => (await measure()).rows >= 25, 60_000)).toBe(true);
  const later = await measure();
  expect(later.box).toBe(early.box);
  expect(later.page).toBe(early.page);
  expect(later.scroll).toBeGreaterThan(later.box);
  // The box is reachable from the keyboard, so its older rows can be scrolled to without a mouse.
  await trades.locator('.trades__rows').focus();
  await page.keyboard.press('End');
  expect(await trades.locator('.trades__rows').evaluate((box) => box.scrollTop)).toBeGreaterThan(0);
});

test('on a wide desktop the workspace spans the screen, the chart taking the width the book and the form leave', async () => {
  const context = await harness.newContext({ viewport: { width: 1920, height: 1080 } });
  const page = await harness.newPage({ context });
  await page.goto(`${harness.url}/spot/${SYMBOL}`);
  const chart = page.getByRole('region', { name: 'Price chart' });
  await chart.locator('canvas').first().waitFor();
  const box = async (name: string) => (await page.getByRole('region', { name }).boundingBox())!;
  const [chartBox, book, form] = [await box('Price chart'), await box('Order book'), await page.getByRole('form', { name: 'Place order' }).boundingBox()];
  // Book (280 px) and form (320 px) at the sides: the chart takes the rest of 1920 px, not a 1200 px column's share.
  expect(chartBox.width).toBeGreaterThan(1100);
  expect(chartBox.y).toBeCloseTo(book.y, 0);
  expect(form!.x + form!.width).toBeGreaterThan(1850);
  // The book's column headings sit at its two edges, over the prices and the amounts.
  const headings = page.getByRole('region', { name: 'Order book' }).locator('.book__columns > span');
  const [price, amount] = [(await headings.nth(0).boundingBox())!, (await headings.nth(1).boundingBox())!];
  expect(amount.x - (price.x + price.width)).toBeGreaterThan(book.width / 2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
});

test('an order of another pair shows in Open orders with a link to its market, until the trader hides other pairs', async () => {
  const page = await harness.newPage();
  await logIn(page);
  await page.goto(`${harness.url}/spot/ETHUSDT`);
  const form = page.getByRole('form', { name: 'Place order' });
  await form.getByRole('tab', { name: 'Limit' }).click();
  await form.getByLabel('Price', { exact: true }).fill('1000.00');
  await form.getByLabel('Amount', { exact: true }).fill('0.01');
  await form.getByRole('button', { name: 'Buy ETH' }).click();
  await form.getByRole('status').filter({ hasText: 'Order placed: resting in the book.' }).waitFor();

  await page.goto(`${harness.url}/spot/${SYMBOL}`);
  const open = await openTab(page, 'Open orders');
  const eth = open.getByRole('row').filter({ hasText: '1,000.00' });
  await eth.getByRole('link', { name: 'ETHUSDT' }).waitFor();

  // Hidden, and still hidden after a reload: the choice is kept.
  await open.getByRole('checkbox', { name: 'Hide other pairs' }).check();
  await open.getByText('No open orders.').waitFor();
  await page.reload();
  const reloaded = await openTab(page, 'Open orders');
  await reloaded.getByText('No open orders.').waitFor();
  expect(await reloaded.getByRole('checkbox', { name: 'Hide other pairs' }).isChecked()).toBe(true);

  // Shown again, its link leads to its own market, where it is cancelled.
  await reloaded.getByRole('checkbox', { name: 'Hide other pairs' }).uncheck();
  await reloaded.getByRole('link', { name: 'ETHUSDT' }).click();
  await page.waitForURL(/\/spot\/ETHUSDT$/);
  await page.getByRole('heading', { level: 1, name: /ETH/ }).waitFor();
  const there = await openTab(page, 'Open orders');
  await there.getByRole('row').filter({ hasText: '1,000.00' }).getByRole('button', { name: 'Cancel' }).click();
  await there.getByText('No open orders.').waitFor();
});

test('a limit order keeps to its time in force: post-only and fill-or-kill refused in words, immediate-or-cancel closed unfilled and named in the history', async () => {
  const page = await harness.newPage();
  await logIn(page);
  const form = page.getByRole('form', { name: 'Place order' });
  const rule = form.getByRole('combobox', { name: 'Time in force' });
  const status = form.getByRole('status');
  await form.getByRole('tab', { name: 'Limit' }).click();
  await form.getByLabel('Amount', { exact: true }).fill(AMOUNT);

  // A post-only buy 1 % above the best ask would take liquidity at once: the gateway refuses it, nothing rests.
  const market = harness.gateway.app.exchange.market('real', SYMBOL);
  if (market === undefined) throw new Error(`no ${SYMBOL} market`);
  const bestAsk = Number(harness.gateway.app.exchange.snapshot(market, 1).asks[0]![0]);
  await rule.selectOption({ label: 'Post only' });
  await form.getByText('Only adds to the book: not placed if it would trade at once.').waitFor();
  await form.getByLabel('Price', { exact: true }).fill((bestAsk * 1.01).toFixed(2));
  await form.getByRole('button', { name: 'Buy BTC' }).click();
  await status.filter({ hasText: 'Post only: this price would trade at once, so the order was not placed.' }).waitFor();

  // Far below the market, nothing can fill: fill-or-kill is refused, immediate-or-cancel closes with nothing filled.
  await form.getByLabel('Price', { exact: true }).fill(RESTING_PRICE);
  await rule.selectOption({ label: 'FOK' });
  await form.getByRole('button', { name: 'Buy BTC' }).click();
  await status.filter({ hasText: 'Fill or kill: the book cannot fill the whole amount now, so the order was not placed.' }).waitFor();
  await rule.selectOption({ label: 'IOC' });
  await form.getByRole('button', { name: 'Buy BTC' }).click();
  await status.filter({ hasText: /^The order closed with 0(\.0+)? of 0\.001(0+)? BTC filled\.$/ }).waitFor();

  const open = await openTab(page, 'Open orders');
  await open.getByText('No open orders.').waitFor();
  const history = await openTab(page, 'Order history');
  await history.getByRole('row').filter({ hasText: 'Limit · IOC' }).filter({ hasText: 'Expired' }).filter({ hasText: RESTING_SHOWN }).first().waitFor();
});

test('an order whose answer is lost to a timeout is told placed, as the stream showed it, not "may have been placed"; the same order sent again is a second one', async () => {
  const page = await harness.newPage();
  await logIn(page);
  const form = page.getByRole('form', { name: 'Place order' });
  const status = form.getByRole('status');
  await form.getByRole('tab', { name: 'Limit' }).click();
  await form.getByLabel('Price', { exact: true }).fill(RESTING_PRICE);
  await form.getByLabel('Amount', { exact: true }).fill(AMOUNT);
  const open = await openTab(page, 'Open orders');
  const rows = open.getByRole('row').filter({ hasText: RESTING_SHOWN });
  const before = await rows.count();

  // The gateway places the order, then holds its answer past the client's 10 s timeout: the answer goes nowhere.
  await harness.forceFault({ path: '/v1/order/place', after: true, delayMs: 12_000, times: 1 });
  await form.getByRole('button', { name: 'Buy BTC' }).click();
  // The private channel shows the order while the call is out; when the call times out, the form knows the order
  // it may have placed is that one, and says how it stands.
  expect(await eventually(async () => (await rows.count()) === before + 1)).toBe(true);
  await status.filter({ hasText: 'Order placed: resting in the book.' }).waitFor({ timeout: 20_000 });
  expect(await status.textContent()).not.toMatch(/may have been placed/);

  // Seen placed, the same inputs sent again are a new order, not an answer about the first.
  await form.getByRole('button', { name: 'Buy BTC' }).click();
  expect(await eventually(async () => (await rows.count()) === before + 2)).toBe(true);

  await open.getByRole('button', { name: 'Cancel all', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel all', exact: true }).click();
  expect(await eventually(async () => (await rows.count()) === 0)).toBe(true);
});
