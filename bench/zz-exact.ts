import { launchChromium } from '../tests/e2e/support/chromium';
import { startGateway } from '../tests/e2e/support/gateway';
import { beforeRender, measureFirstLoad, totalGzip } from './first-load';

async function main(): Promise<void> {
  const gateway = await startGateway();
  const browser = await launchChromium();
  try {
    for (const path of ['/spot/BTCUSDT', '/futures/usdt/BTCUSDT']) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      const scripts = await measureFirstLoad(await context.newPage(), `${gateway.url}${path}`, 'main h1');
      await context.close();
      console.log(path, 'before', totalGzip(beforeRender(scripts)), 'settled', totalGzip(scripts));
      if (process.env.LIST) for (const s of scripts) console.log(s.beforeRender ? 'B' : 'A', s.gzipBytes, s.url);
    }
  } finally {
    await browser.close();
    await gateway.close();
  }
}
void main();
