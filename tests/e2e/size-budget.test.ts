import { listChunks } from '../../bench/chunks';
import { FIRST_LOAD_BUDGET_GZIP_BYTES, TRACKER_BUDGET_GZIP_BYTES } from '../../bench/budgets';
import { measureFirstLoad, totalGzip } from '../../bench/first-load';
import { STATIC_DIR } from './support/gateway';
import { useHarness } from './support/harness';

const harness = useHarness();

test('the spot page loads at most 180 KB of gzipped JavaScript before its first render', async () => {
  const page = await harness.newPage();
  const scripts = await measureFirstLoad(page, `${harness.url}/spot/BTCUSDT`, 'main h1');

  expect(scripts.length).toBeGreaterThan(0);
  expect(totalGzip(scripts)).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_GZIP_BYTES);
});

test('the tracker chunk, with its machine and the web-vitals glue, is at most 10 KB of gzipped JavaScript', async () => {
  const page = await harness.newPage();
  await page.goto(`${harness.url}/spot/BTCUSDT`);
  // The chunk the page really loads for tracking, found by the requests it makes after the first paint.
  const tracker = await page.waitForRequest((request) => /\/assets\/tracker-actor-[^/]+\.js$/.test(request.url()));
  const chunk = listChunks(STATIC_DIR).find((item) => item.file === new URL(tracker.url()).pathname);

  expect(chunk?.gzipBytes).toBeGreaterThan(0);
  expect(chunk?.gzipBytes).toBeLessThanOrEqual(TRACKER_BUDGET_GZIP_BYTES);
});
