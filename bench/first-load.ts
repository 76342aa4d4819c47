import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

export interface LoadedScript {
  readonly url: string;
  readonly bytes: number;
  readonly gzipBytes: number;
  /** Requested before the page's content first appeared. */
  readonly beforeRender: boolean;
}

// Notes the moment the page's content first appears, before any later work starts.
const MARK_FIRST_RENDER = (selector: string) => `(() => {
  const mark = () => {
    if (document.querySelector(${JSON.stringify(selector)})) {
      performance.mark('first-render');
      observer.disconnect();
    }
  };
  const observer = new MutationObserver(mark);
  observer.observe(document, { subtree: true, childList: true });
})();`;

// Resolves when the main thread has had nothing to do (or after `timeout` ms of being busy).
const MAIN_THREAD_IDLE = (timeout: number) =>
  new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout }));

/** At most this many rounds of "network idle, then main thread idle" before the visit is taken as settled. */
const MAX_SETTLE_ROUNDS = 10;

/**
 * Opens `url` and records every JavaScript file the visit requests until it settles: the network is idle
 * (Playwright's 500 ms without a request), then the main thread is, and neither started anything new. A busy
 * machine stretches the gaps between the app's stages past 500 ms, so one idle network alone would stop early.
 * Each file is marked as requested before or after `readySelector` first appeared: what a visitor downloads
 * before seeing the page, and what the visit costs in all, measured in the browser rather than guessed from dist/.
 */
export async function measureFirstLoad(page: Page, url: string, readySelector: string): Promise<LoadedScript[]> {
  const bodies = new Map<string, Promise<Buffer | null>>();
  let requests = 0;
  page.on('request', () => void requests++);
  page.on('response', (response) => {
    if (!/javascript/.test(response.headers()['content-type'] ?? '')) return;
    bodies.set(response.url(), response.body().catch(() => null));
  });
  await page.addInitScript(MARK_FIRST_RENDER(readySelector));
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForSelector(readySelector);
  for (let round = 0; round < MAX_SETTLE_ROUNDS; round++) {
    const seen = requests;
    await page.evaluate(MAIN_THREAD_IDLE, 5_000);
    await page.waitForLoadState('networkidle');
    if (requests === seen) break;
  }
  const requested = await page.evaluate(() => {
    const mark = performance.getEntriesByName('first-render')[0];
    if (!mark) throw new Error('the page never rendered its content');
    return performance
      .getEntriesByType('resource')
      .map((entry) => ({ name: entry.name, beforeRender: entry.startTime <= mark.startTime }));
  });
  const scripts: LoadedScript[] = [];
  for (const { name, beforeRender } of requested) {
    if (!bodies.has(name)) continue;
    // A worker that has already ended (the ICU warm-up closes itself) takes its response body with it: the same
    // file fetched again, so it still counts.
    const body = (await bodies.get(name)) ?? (await (await page.request.get(name)).body());
    scripts.push({ url: new URL(name).pathname, bytes: body.length, gzipBytes: gzipSync(body).length, beforeRender });
  }
  return scripts;
}

export function totalGzip(scripts: readonly LoadedScript[]): number {
  return scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
}

export function beforeRender(scripts: readonly LoadedScript[]): LoadedScript[] {
  return scripts.filter((script) => script.beforeRender);
}
