// What a first visit costs a phone on a slow connection, measured in the browser rather than simulated: Chromium's
// own network throttling (slow 4G: 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up) and a 4x slower CPU, a fresh
// profile for each run. Lighthouse simulates its figures from an unthrottled run, and reads every script the page
// asks for at high priority before its first paint as holding that paint back; this bench reports what the page
// does: its first paint, its largest paint, and when the app's first render (the order form) is on screen.
import { launchChromium } from '../tests/e2e/support/chromium';
import { startGateway } from '../tests/e2e/support/gateway';
import { ms, printTable } from './format';
import { median } from './stats';

const RUNS = 5;
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

interface Visit {
  readonly fcp: number;
  readonly lcp: number;
  readonly form: number;
}

async function visit(url: string): Promise<Visit> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      const paints = window as unknown as { largestPaint: number };
      paints.largestPaint = Number.NaN;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) paints.largestPaint = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(url, { waitUntil: 'commit' });
    await page.getByRole('form', { name: 'Place order' }).waitFor({ timeout: 60_000 });
    // The form's time from the navigation's start, as the paints are.
    const form = await page.evaluate(() => performance.now());
    // A largest paint is final once the page has had input or a moment without a larger one.
    await page.waitForTimeout(2_000);
    const paints = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      lcp: (window as unknown as { largestPaint: number }).largestPaint,
    }));
    return { ...paints, form };
  } finally {
    await browser.close();
  }
}

async function visitPage(path: string): Promise<void> {
  const gateway = await startGateway();
  try {
    const runs: Visit[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await visit(`${gateway.url}${path}`));
    const row = (name: string, pick: (run: Visit) => number) => [name, ms(median(runs.map(pick))), runs.map((run) => ms(pick(run))).join(', ')];
    printTable(`A first visit to ${path} on a phone, slow 4G and 4x CPU, median of ${RUNS}`, ['figure', 'median', 'runs'], [
      row('first contentful paint', (run) => run.fcp),
      row('largest contentful paint', (run) => run.lcp),
      row('the order form on screen', (run) => run.form),
    ]);
  } finally {
    await gateway.close();
  }
}

/** `npm run bench -- slow-phone`: the spot and the futures workspace. */
export async function benchSlowPhone(): Promise<void> {
  await visitPage('/spot/BTCUSDT');
  await visitPage('/futures/usdt/BTCUSDT');
}
