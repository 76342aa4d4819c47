// 60 s of the live market on /spot/BTCUSDT, then on /futures/usdt/BTCUSDT (issue 17 holds futures to the same
// budgets), in Chromium with a 4x slower CPU (DESIGN "Budgets", streaming): the
// gateway's simulated traders at their default rates (about 20 book changes and 5 trades a second). Figures: main-
// thread tasks of 50 ms or more, JavaScript heap growth (after a garbage collection at both ends), and how long a
// trade takes from its WebSocket message to its row in the Recent trades table.
import { launchChromium } from '../tests/e2e/support/chromium';
import { startGateway } from '../tests/e2e/support/gateway';
import { printTable } from './format';

const SECONDS = Number(process.env['STREAMING_SECONDS'] ?? 60);
const CPU_SLOWDOWN = 4;

/**
 * Runs in the page before the app. Each trades frame's arrival is noted by a listener added when the socket is
 * made (so it runs before the app's own handler); a MutationObserver on the Recent trades table takes the time a
 * row is added (the DOM the frame then paints) and, in the next animation frame, the start of the frame after it:
 * the row is painted between the two.
 */
const PROBE = `(() => {
  const bench = (window.__streamBench = { longTasks: [], toDom: [], toNextFrame: [], trades: 0, depth: 0, measuring: false });
  new PerformanceObserver((list) => {
    if (!bench.measuring) return;
    for (const entry of list.getEntries()) bench.longTasks.push(entry.duration);
  }).observe({ type: 'longtask' });
  let pending = [];
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (event) => {
        if (!bench.measuring || typeof event.data !== 'string') return;
        if (/"kind":"(futures\\.)?trades"/.test(event.data)) { bench.trades += 1; pending.push(performance.now()); }
        else if (/"kind":"(futures\\.)?depth"/.test(event.data)) bench.depth += 1;
      });
    }
  };
  const watch = () => {
    const body = document.querySelector('section[aria-label="Recent trades"] tbody');
    if (!body) return setTimeout(watch, 200);
    new MutationObserver((records) => {
      if (pending.length === 0 || !records.some((record) => record.addedNodes.length > 0)) return;
      const now = performance.now();
      const arrived = pending;
      pending = [];
      for (const at of arrived) bench.toDom.push(now - at);
      requestAnimationFrame((frame) => { for (const at of arrived) bench.toNextFrame.push(frame - at); });
    }).observe(body, { childList: true });
  };
  watch();
})();`;

interface Figures {
  longTasks: number[];
  toDom: number[];
  toNextFrame: number[];
  trades: number;
  depth: number;
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
}

/** The live market on `path` for SECONDS, and its figures. */
async function streamPage(path: string): Promise<void> {
  const gateway = await startGateway();
  const browser = await launchChromium();
  let figures: Figures;
  let heapBefore: number;
  let heapAfter: number;
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    await context.addInitScript(PROBE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const heap = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      const { metrics } = await cdp.send('Performance.getMetrics');
      return metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? Number.NaN;
    };
    await page.goto(`${gateway.url}${path}`);
    await page.getByRole('region', { name: 'Order book' }).getByRole('listitem').first().waitFor({ timeout: 60_000 });
    await page.getByRole('region', { name: 'Recent trades' }).getByRole('row').nth(1).waitFor({ timeout: 60_000 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    // Settled: the chart's library and the first snapshot are in before the window opens.
    await page.waitForTimeout(5_000);
    heapBefore = await heap();
    await page.evaluate(() => void ((window as unknown as { __streamBench: { measuring: boolean } }).__streamBench.measuring = true));
    await page.waitForTimeout(SECONDS * 1000);
    figures = await page.evaluate(() => {
      const bench = (window as unknown as { __streamBench: Figures & { measuring: boolean } }).__streamBench;
      bench.measuring = false;
      return { longTasks: bench.longTasks, toDom: bench.toDom, toNextFrame: bench.toNextFrame, trades: bench.trades, depth: bench.depth };
    });
    heapAfter = await heap();
  } finally {
    await browser.close();
    await gateway.close();
  }
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
  printTable(
    `Streaming: ${path} for ${SECONDS} s in Chromium, CPU ${CPU_SLOWDOWN}x slower, default market rates`,
    ['figure', 'value', 'budget'],
    [
      ['stream frames (depth, trades)', `${figures.depth.toLocaleString('en')}, ${figures.trades.toLocaleString('en')}`, '-'],
      ['main-thread tasks ≥ 50 ms', String(figures.longTasks.length), '0'],
      ['longest task', figures.longTasks.length === 0 ? '-' : ms(Math.max(...figures.longTasks)), '< 50 ms'],
      ['JS heap growth (after GC)', mb(heapAfter - heapBefore), '< 5 MB'],
      ['trade message to row in the DOM p50', ms(percentile(figures.toDom, 50)), '-'],
      ['trade message to row in the DOM p95', ms(percentile(figures.toDom, 95)), '≤ 50 ms'],
      ['trade message to the next frame p95 (paint done by then)', ms(percentile(figures.toNextFrame, 95)), '-'],
    ],
  );
}

export async function benchStreaming(): Promise<void> {
  await streamPage('/spot/BTCUSDT');
  await streamPage('/futures/usdt/BTCUSDT');
}
