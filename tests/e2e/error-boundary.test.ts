// A page that fails shows the localized "something went wrong" screen inside the shell and is reported; a page
// chunk that a deploy removed reloads the page once, then shows the same screen (no reload loop).
import { eventually } from './support/eventually';
import { useHarness } from './support/harness';

const harness = useHarness();
const WIKI_CHUNK = /\/assets\/WikiPage-[^/]+\.js$/;

interface Report {
  bizType: string;
  event: string;
  reason: string;
  page: string;
}

async function appErrorReports(): Promise<Report[]> {
  const log = (await (await fetch(`${harness.url}/__dev/security-log`)).json()) as { data: Report[] };
  return log.data.filter((report) => report.bizType === 'app-error');
}

test('a route that throws is caught: the screen shows inside the shell, the error is reported, Reload reloads', async () => {
  harness.allowConsoleError(/the wiki broke/);
  const page = await harness.newPage();
  await page.route(WIKI_CHUNK, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("the wiki broke");' }),
  );
  await page.goto(`${harness.url}/spot/BTCUSDT`);
  await page.locator('main h1').waitFor();
  await page.getByRole('link', { name: 'Prices' }).first().click();

  await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();
  // The shell stays: the user can go elsewhere.
  await expect(page.getByRole('navigation', { name: 'Main' }).isVisible()).resolves.toBe(true);
  expect(await eventually(async () => (await appErrorReports()).some((r) => r.reason.includes('the wiki broke')))).toBe(true);
  const [report] = (await appErrorReports()).filter((r) => r.reason.includes('the wiki broke'));
  expect(report).toMatchObject({ event: 'route-crash', page: '/wiki' });

  await page.unroute(WIKI_CHUNK);
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload' }).click()]);
  await page.getByRole('heading', { name: 'Crypto prices' }).waitFor();
});

test('a page chunk that is gone reloads the page once, then shows the screen instead of reloading again', async () => {
  harness.allowConsoleError(/Failed to load resource|Failed to fetch dynamically imported module/);
  const page = await harness.newPage();
  await page.route(WIKI_CHUNK, (route) => route.fulfill({ status: 404, body: 'gone' }));
  let documents = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents += 1;
  });
  await page.goto(`${harness.url}/wiki?locale=fr`);

  await page.getByRole('heading', { name: 'Une erreur s’est produite' }).waitFor();
  expect(documents).toBe(2);
  expect(await eventually(async () => (await appErrorReports()).some((r) => r.event === 'route-chunk-load'))).toBe(true);
  // Nothing else happens: no third load.
  await page.waitForLoadState('networkidle');
  expect(documents).toBe(2);
});
