import { launchChromium } from '../tests/e2e/support/chromium';
import { startGateway } from '../tests/e2e/support/gateway';
import { listChunks } from './chunks';
import { FIRST_LOAD_BUDGET_GZIP_BYTES } from './budgets';
import { measureFirstLoad, totalGzip } from './first-load';
import { kb, printTable } from './format';

/** JavaScript before the first render of /spot/BTCUSDT and of the events site, and every chunk of the build. */
export async function benchSizes(): Promise<void> {
  const gateway = await startGateway();
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const firstLoad = await measureFirstLoad(page, `${gateway.url}/spot/BTCUSDT`, 'main h1');
    const loaded = new Set(firstLoad.map((script) => script.url));
    const total = totalGzip(firstLoad);

    printTable(
      `JavaScript before first render of /spot/BTCUSDT: ${kb(total)} gzip (budget ${kb(FIRST_LOAD_BUDGET_GZIP_BYTES)})`,
      ['file', 'raw', 'gzip'],
      firstLoad.map((script) => [script.url, kb(script.bytes), kb(script.gzipBytes)]),
    );
    const events = await measureFirstLoad(await browser.newPage(), `${gateway.url}/events/`, 'main h1');
    printTable(
      `JavaScript before first render of /events/: ${kb(totalGzip(events))} gzip (budget ${kb(FIRST_LOAD_BUDGET_GZIP_BYTES)})`,
      ['file', 'raw', 'gzip'],
      events.map((script) => [script.url, kb(script.bytes), kb(script.gzipBytes)]),
    );
    printTable(
      'Lazy chunks (not loaded before the first render of /spot/BTCUSDT)',
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
