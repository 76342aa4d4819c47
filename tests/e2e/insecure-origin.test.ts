// The app on a non-secure origin, as a phone on the LAN opens it: http://<machine name>:8080. Chromium resolves a
// made-up host name to the loopback gateway, so the page is a plain-http origin that is not localhost, where
// browsers give no crypto.subtle and no crypto.randomUUID (docs/security.md "The client's key pair").
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './support/chromium';
import { eventually } from './support/eventually';
import { useHarness } from './support/harness';

const harness = useHarness();
const HOST = 'exchange-lan.test';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium([`--host-resolver-rules=MAP ${HOST} 127.0.0.1`]);
});

afterAll(async () => {
  await browser.close();
});

/** A page on the LAN name, failing the test on any page error or console error, like the harness's pages. */
async function lanPage(problems: string[]): Promise<{ page: Page; origin: string }> {
  const page = await (await browser.newContext()).newPage();
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    // Chromium's own word that the gateway's Cross-Origin-Opener-Policy does not apply to a plain-http origin.
    if (message.type() === 'error' && !message.text().startsWith('The Cross-Origin-Opener-Policy header has been ignored')) {
      problems.push(`console error: ${message.text()}`);
    }
  });
  return { page, origin: harness.url.replace('127.0.0.1', HOST) };
}

test('the spot page renders on a plain-http LAN origin, with tracking ids and no crypto loaded', async () => {
  const problems: string[] = [];
  const { page, origin } = await lanPage(problems);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto(`${origin}/spot/BTCUSDT`, { waitUntil: 'networkidle' });
  await page.locator('main h1').waitFor();
  expect(await page.evaluate(() => [window.isSecureContext, typeof crypto.subtle, typeof crypto.randomUUID])).toEqual([
    false,
    'undefined',
    'undefined',
  ]);
  await page.getByRole('link', { name: 'Log in', exact: true }).waitFor();
  // Without a key pair nothing is signed, so the sign config is not even asked for.
  expect(requests).not.toContain('/v1/mix/config/gatewaySignConfig');
  // The page view was tracked: its event got a UUID (from getRandomValues) and reached the gateway.
  const tracked = async () => {
    const answer = (await (await fetch(`${harness.url}/__dev/tracking`)).json()) as { data: { event_id: string; event: { url?: string } }[] };
    return answer.data.filter((row) => row.event.url?.startsWith(`${origin}/spot/BTCUSDT`));
  };
  expect(await eventually(async () => (await tracked()).length > 0)).toBe(true);
  expect((await tracked())[0]?.event_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(problems).toEqual([]);
});

test('the login page explains that logging in needs a secure connection, and its button is off', async () => {
  const problems: string[] = [];
  const { page, origin } = await lanPage(problems);
  await page.goto(`${origin}/login`);
  const notice = page.getByText('Logging in and signing up need a secure connection (https).');
  await notice.waitFor();
  await expect(page.getByRole('button', { name: 'Log in' }).isDisabled()).resolves.toBe(true);
  await page.goto(`${origin}/register?locale=de`);
  await page.getByText('Anmelden und Registrieren erfordern eine sichere Verbindung (https).').waitFor();
  expect(problems).toEqual([]);
});

test('the same gateway on 127.0.0.1 (a secure context) has no notice', async () => {
  const page = await harness.newPage();
  await page.goto(`${harness.url}/login`);
  await page.getByRole('button', { name: 'Log in' }).waitFor();
  await expect(page.getByText(/need a secure connection/).count()).resolves.toBe(0);
  await expect(page.getByRole('button', { name: 'Log in' }).isDisabled()).resolves.toBe(false);
});
