// A gateway restarted on its database, with a page open on it: the page reconnects and the market goes on where the
// user sees it. The simulated traders' trades are never stored, so this is where trade ids that went back after a
// restart would show: the page keeps a trade only when its id is above the newest it has (docs/protocol.md).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from './support/chromium';
import { eventually } from './support/eventually';
import { startGateway } from './support/gateway';
import type { RunningGateway } from './support/gateway';

let browser: Browser;
let folder: string;
const running: RunningGateway[] = [];

beforeAll(async () => {
  browser = await launchChromium();
  folder = mkdtempSync(path.join(os.tmpdir(), 'gateway-restart-'));
});

afterAll(async () => {
  await browser.close();
  for (const gateway of running) await gateway.close().catch(() => undefined);
  rmSync(folder, { recursive: true, force: true });
});

test('after the gateway restarts on its database, the recent trades list takes the new trades, newest first', async () => {
  const db = path.join(folder, 'gateway.sqlite');
  const first = await startGateway({ db });
  running.push(first);
  const page = await (await browser.newContext()).newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`${first.url}/spot/BTCUSDT`);
  const rows = page.getByRole('region', { name: 'Recent trades' }).getByRole('row');
  expect(await eventually(async () => (await rows.count()) > 10, 20_000)).toBe(true);
  // Some 2,000 trades in a moment (the traders run ahead of the clock): the page then holds ids that a gateway
  // starting its ids over would take minutes to pass.
  const shownFirst = (await rows.allInnerTexts())[1];
  for (let second = 1; second <= 400; second += 1) first.app.exchange.advance(Date.now() + second * 1000);
  expect(await eventually(async () => (await rows.allInnerTexts())[1] !== shownFirst, 15_000)).toBe(true);
  const before = new Set(await rows.allInnerTexts());

  await first.close();
  const second = await startGateway({ db, port: Number(new URL(first.url).port) });
  running.push(second);

  // Reconnected, the page shows the restarted gateway's trades on top: not one of the rows it had before.
  const newestIsNew = async () => {
    const shown = await rows.allInnerTexts();
    return shown.length > 1 && !before.has(shown[1] ?? '');
  };
  expect(await eventually(newestIsNew, 30_000)).toBe(true);
  // And it keeps taking them.
  const top = (await rows.allInnerTexts())[1];
  expect(await eventually(async () => (await rows.allInnerTexts())[1] !== top, 15_000)).toBe(true);
  expect(problems).toEqual([]);
});
