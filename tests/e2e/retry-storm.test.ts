import { useHarness } from './support/harness';

const harness = useHarness();

test('an idle tab whose sign config is unreachable asks for it a handful of times in 10 s and reports nothing', async () => {
  harness.allowConsoleError(/ERR_INTERNET_DISCONNECTED|Failed to load resource/);
  const context = await harness.newContext();
  const counts = { signConfig: 0, securityLog: 0 };
  await context.route('**/v1/mix/config/gatewaySignConfig**', async (route) => {
    counts.signConfig += 1;
    await route.abort('internetdisconnected');
  });
  await context.route('**/v1/buried/log/cspSecurity**', async (route) => {
    counts.securityLog += 1;
    await route.continue();
  });
  const page = await harness.newPage({ context });
  // The page's clock is simulated: ten seconds of the app's own timers run in moments, in steps shorter than the
  // shortest backoff so each aborted request settles before the next timer fires.
  await page.clock.install();
  await page.goto(`${harness.url}/spot/BTCUSDT`);
  await page.locator('main h1').waitFor();
  for (let step = 0; step < 40; step += 1) await page.clock.runFor(250);
  // 1 s, 2 s, 4 s windows, at least half of each waited: at most 5 asks in 10 s.
  expect(counts.signConfig).toBeGreaterThanOrEqual(1);
  expect(counts.signConfig).toBeLessThanOrEqual(5);
  expect(counts.securityLog).toBe(0);
  await expect(page.getByRole('alert').count()).resolves.toBe(0);
}, 30_000);
