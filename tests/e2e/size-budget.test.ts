import { listChunks } from '../../bench/chunks';
import {
  FIRST_RENDER_BUDGET_GZIP_BYTES,
  FIRST_RENDER_SCRIPTS_BUDGET,
  FIRST_VISIT_BUDGET_GZIP_BYTES,
  FIRST_VISIT_CEILING_GZIP_BYTES,
  TRACKER_BUDGET_GZIP_BYTES,
} from '../../bench/budgets';
import { beforeRender, measureFirstLoad, totalGzip } from '../../bench/first-load';
import { STATIC_DIR } from './support/gateway';
import { useHarness } from './support/harness';

const harness = useHarness();

test('an anonymous first visit to the spot page loads at most 150 KB of gzipped JavaScript in at most 20 scripts before its first render, and no more than today until it settles', async () => {
  const page = await harness.newPage();
  const scripts = await measureFirstLoad(page, `${harness.url}/spot/BTCUSDT`, 'main h1');
  // The perpetual's side of the stream and its workflows load with a futures stream only.
  expect(scripts.filter((script) => /\/(futures-loads|futures\.saga)-/.test(script.url))).toEqual([]);
  // The account panels show to a session only; the market list, once opened.
  expect(scripts.filter((script) => /\/(AccountPanels|MarketPanel)-/.test(script.url))).toEqual([]);

  expect(beforeRender(scripts).length).toBeGreaterThan(0);
  // Files requested after the first render are counted too (the request layer, market data, tracking).
  expect(scripts.length).toBeGreaterThan(beforeRender(scripts).length);
  expect(totalGzip(beforeRender(scripts))).toBeLessThanOrEqual(FIRST_RENDER_BUDGET_GZIP_BYTES);
  // A top-level await in an entry turns off the bundler's merging of shared chunks: 36 scripts instead of 19.
  expect(beforeRender(scripts).length).toBeLessThanOrEqual(FIRST_RENDER_SCRIPTS_BUDGET);
  // Until it settles, a desktop visit is over its budget (240 KB, README "Figures"): held at today's until it fits.
  expect(totalGzip(scripts)).toBeLessThanOrEqual(Math.max(FIRST_VISIT_BUDGET_GZIP_BYTES, FIRST_VISIT_CEILING_GZIP_BYTES));
});

test('an anonymous first visit to the spot page on a phone loads at most 240 KB of gzipped JavaScript until it settles', async () => {
  // A phone opens the workspace on its order form, and makes the chart only when its tab is shown.
  const context = await harness.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await harness.newPage({ context });
  const scripts = await measureFirstLoad(page, `${harness.url}/spot/BTCUSDT`, 'main h1');

  expect(scripts.some((script) => script.url.includes('/chart-view-'))).toBe(false);
  expect(totalGzip(beforeRender(scripts))).toBeLessThanOrEqual(FIRST_RENDER_BUDGET_GZIP_BYTES);
  expect(totalGzip(scripts)).toBeLessThanOrEqual(FIRST_VISIT_BUDGET_GZIP_BYTES);
});

test('an anonymous first visit to the futures page loads at most 150 KB of gzipped JavaScript before its first render, and never the account panels only a session shows', async () => {
  const page = await harness.newPage();
  const scripts = await measureFirstLoad(page, `${harness.url}/futures/usdt/BTCUSDT`, 'main h1');

  expect(beforeRender(scripts).some((script) => script.url.includes('/FuturesPage-'))).toBe(true);
  expect(scripts.filter((script) => /\/(FuturesAccountPanels|AccountPanels|MarketPanel)-/.test(script.url))).toEqual([]);
  expect(scripts.some((script) => script.url.includes('/futures-loads-'))).toBe(true);
  expect(totalGzip(beforeRender(scripts))).toBeLessThanOrEqual(FIRST_RENDER_BUDGET_GZIP_BYTES);
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
