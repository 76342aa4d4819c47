import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

export interface LoadedScript {
  readonly url: string;
  readonly bytes: number;
  readonly gzipBytes: number;
}

/** Budget of SPEC/DESIGN: JavaScript loaded for the first render of the spot page. */
export const FIRST_LOAD_BUDGET_GZIP_BYTES = 180 * 1024;

/**
 * Opens `url` and records every JavaScript file the page requests until it has
 * rendered `readySelector` and the network is idle: what a visitor downloads
 * before seeing the page, measured in the browser rather than guessed from dist/.
 */
export async function measureFirstLoad(page: Page, url: string, readySelector: string): Promise<LoadedScript[]> {
  const scripts: Promise<LoadedScript | null>[] = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!/javascript/.test(type)) return;
    scripts.push(
      response
        .body()
        .then((body) => ({ url: new URL(response.url()).pathname, bytes: body.length, gzipBytes: gzipSync(body).length }))
        .catch(() => null),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForSelector(readySelector);
  const settled = await Promise.all(scripts);
  return settled.filter((script): script is LoadedScript => script !== null);
}

export function totalGzip(scripts: readonly LoadedScript[]): number {
  return scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
}
