import type { Browser, BrowserContextOptions } from 'playwright-core';
import { launchChromium } from '../tests/e2e/support/chromium';
import { startGateway } from '../tests/e2e/support/gateway';
import { listChunks } from './chunks';
import { FIRST_RENDER_BUDGET_GZIP_BYTES, FIRST_VISIT_BUDGET_GZIP_BYTES } from './budgets';
import { beforeRender, measureFirstLoad, totalGzip, type LoadedScript } from './first-load';
import { kb, printTable } from './format';

/** An exact count, for a figure near its budget: "149,235 bytes". */
const bytes = (count: number) => `${count.toLocaleString('en-US')} bytes`;

/** Both figures of one anonymous first visit, and the files behind them in the order they were requested. */
async function printVisit(browser: Browser, url: string, name: string, device: BrowserContextOptions = {}): Promise<LoadedScript[]> {
  const context = await browser.newContext(device);
  const scripts = await measureFirstLoad(await context.newPage(), url, 'main h1');
  await context.close();
  const first = beforeRender(scripts);
  printTable(
    `JavaScript of an anonymous first visit to ${name}: ${kb(totalGzip(first))} gzip (${bytes(totalGzip(first))}) in ${first.length} files before ` +
      `the first render (budget ${kb(FIRST_RENDER_BUDGET_GZIP_BYTES)}), ${kb(totalGzip(scripts))} gzip (${bytes(totalGzip(scripts))}) in ` +
      `${scripts.length} files until it settles (budget ${kb(FIRST_VISIT_BUDGET_GZIP_BYTES)})`,
    ['file', 'raw', 'gzip', 'when'],
    scripts.map((script) => [
      script.url,
      kb(script.bytes),
      kb(script.gzipBytes),
      script.beforeRender ? 'before render' : 'after render',
    ]),
  );
  return scripts;
}

const PHONE: BrowserContextOptions = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true };

/** JavaScript of a first visit to /spot/BTCUSDT (a desktop's and a phone's), to /futures/usdt/BTCUSDT and to the events site, and every chunk the visit does not load. */
export async function benchSizes(): Promise<void> {
  const gateway = await startGateway();
  const browser = await launchChromium();
  try {
    const spot = await printVisit(browser, `${gateway.url}/spot/BTCUSDT`, '/spot/BTCUSDT');
    // A phone opens the workspace on its order form and makes the chart only when its tab is shown.
    await printVisit(browser, `${gateway.url}/spot/BTCUSDT`, '/spot/BTCUSDT on a phone (412 px)', PHONE);
    await printVisit(browser, `${gateway.url}/futures/usdt/BTCUSDT`, '/futures/usdt/BTCUSDT');
    await printVisit(browser, `${gateway.url}/events/`, '/events/');
    const loaded = new Set(spot.map((script) => script.url));
    printTable(
      'Lazy chunks (not loaded by a first visit to /spot/BTCUSDT)',
      ['file', 'raw', 'gzip'],
      listChunks()
        .filter((chunk) => !loaded.has(chunk.file))
        .map((chunk) => [chunk.file, kb(chunk.bytes), kb(chunk.gzipBytes)]),
    );
  } finally {
    await browser.close();
    await gateway.close();
  }
}
