import { seriousViolations } from './support/axe';
import { useHarness } from './support/harness';

const harness = useHarness();

const PAGES = ['/spot/BTCUSDT', '/futures/usdt/BTCUSDT', '/wiki', '/wiki/bitcoin'];
const VARIANTS = [
  { name: 'dark', query: 'appTheme=dark' },
  { name: 'light', query: 'appTheme=light' },
  { name: 'Arabic', query: 'locale=ar' },
];

describe.each(VARIANTS)('axe-core in the $name variant', ({ query }) => {
  test.each(PAGES)('%s has no serious or critical violation', async (path) => {
    // axe is injected by the test; the page's own CSP is proven by every other browser test.
    const context = await harness.newContext({ bypassCSP: true });
    const page = await harness.newPage({ context });
    await page.goto(`${harness.url}${path}?${query}`);
    await page.locator('main h1').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
