import { launchChromium } from '../tests/e2e/support/chromium';
import { startGateway } from '../tests/e2e/support/gateway';
import { bundle } from './bundle';

/**
 * Bundles `entry`, injects it into a page of the gateway's origin (a secure
 * context, as WebCrypto requires) and returns what its global `runner` resolves to.
 */
export async function runInChromium<T>(entry: string, runner: string): Promise<T> {
  const code = await bundle(entry);
  const gateway = await startGateway();
  const browser = await launchChromium();
  try {
    // The benchmark's own script is injected: the page's CSP is proven by the browser tests.
    const context = await browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${gateway.url}/__dev/ping`);
    await page.addScriptTag({ content: code });
    return (await page.evaluate(
      (name) => (window as unknown as Record<string, () => Promise<unknown>>)[name]!(),
      runner,
    )) as T;
  } finally {
    await browser.close();
    await gateway.close();
  }
}
