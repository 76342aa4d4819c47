import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

export interface LoadedScript {
  readonly url: string;
  readonly bytes: number;
  readonly gzipBytes: number;
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

/**
 * Opens `url` and records every JavaScript file the page requested before
 * `readySelector` first appeared: what a visitor downloads before seeing the
 * page, measured in the browser rather than guessed from dist/. Work deferred
 * until after that first render (market data, lazy catalogs) is not counted.
 */
export async function measureFirstLoad(page: Page, url: string, readySelector: string): Promise<LoadedScript[]> {
  const bodies = new Map<string, Promise<Buffer | null>>();
  page.on('response', (response) => {
    if (!/javascript/.test(response.headers()['content-type'] ?? '')) return;
    bodies.set(response.url(), response.body().catch(() => null));
  });
  await page.addInitScript(MARK_FIRST_RENDER(readySelector));
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForSelector(readySelector);
  const requested = await page.evaluate(() => {
    const mark = performance.getEntriesByName('first-render')[0];
    if (!mark) throw new Error('the page never rendered its content');
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime <= mark.startTime)
      .map((entry) => entry.name);
  });
  const scripts: LoadedScript[] = [];
  for (const name of requested) {
    const body = await bodies.get(name);
    if (!body) continue;
    scripts.push({ url: new URL(name).pathname, bytes: body.length, gzipBytes: gzipSync(body).length });
  }
  return scripts;
}

export function totalGzip(scripts: readonly LoadedScript[]): number {
  return scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
}
