import { FIRST_LOAD_BUDGET_GZIP_BYTES, measureFirstLoad, totalGzip } from '../../bench/first-load';
import { useHarness } from './support/harness';

const harness = useHarness();

test('the spot page loads at most 180 KB of gzipped JavaScript before its first render', async () => {
  const page = await harness.newPage();
  const scripts = await measureFirstLoad(page, `${harness.url}/spot/BTCUSDT`, 'main h1');

  expect(scripts.length).toBeGreaterThan(0);
  expect(totalGzip(scripts)).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_GZIP_BYTES);
});
