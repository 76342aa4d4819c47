import { existsSync } from 'node:fs';
import path from 'node:path';
import { STATIC_DIR } from './support/gateway';
import { useHarness } from './support/harness';

const harness = useHarness();

test('a visit to the spot page gets its HTML, scripts and styles compressed by the encoding the browser offers', async () => {
  const page = await harness.newPage();
  const served: { path: string; type: string; encoding: string | undefined; offered: string }[] = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/v1/') || url.pathname.startsWith('/__dev/')) return;
    // A late file (the tracker, the worker's script) may answer as the test closes the page: it is not counted.
    const [headers, requestHeaders] = await Promise.all([response.allHeaders(), response.request().allHeaders()]).catch(() => [null, null]);
    if (!headers || !requestHeaders) return;
    served.push({
      path: url.pathname,
      type: headers['content-type'] ?? '',
      encoding: headers['content-encoding'],
      offered: requestHeaders['accept-encoding'] ?? '',
    });
  });
  await page.goto(`${harness.url}/spot/BTCUSDT`, { waitUntil: 'networkidle' });
  await page.locator('main h1').waitFor();

  const html = served.find((item) => item.path === '/spot/BTCUSDT');
  const offered = html?.offered ?? '';
  const expected = /\bbr\b/.test(offered) ? 'br' : 'gzip';
  expect(offered).toMatch(/\bgzip\b/);
  expect(html?.encoding).toBe(expected);
  const assets = served.filter((item) => /^\/assets\/.+\.(js|css)$/.test(item.path));
  expect(assets.length).toBeGreaterThan(5);
  // Every script and style sheet the build compressed comes compressed; the build leaves a copy out only where it
  // would be larger (a chunk of a few bytes), so a file served as it is must be one without a copy on disk.
  const suffix = expected === 'br' ? '.br' : '.gz';
  const plainWithCopy = assets.filter((item) => item.encoding !== expected && existsSync(path.join(STATIC_DIR, `${item.path}${suffix}`)));
  expect(plainWithCopy).toEqual([]);
  expect(assets.filter((item) => item.encoding === expected).length).toBeGreaterThan(assets.length / 2);
  // The page still works from the compressed files: the price came in.
  await page.getByText(/BTC/).first().waitFor();
});
