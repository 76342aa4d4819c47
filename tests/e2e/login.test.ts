import type { Page, Request } from 'playwright-core';
import { useHarness } from './support/harness';
import japanese from '../../src/i18n/locales/ja.json';
import gatewayJapanese from '../../server/i18n/messages/ja.json';
import { LoginCodes } from '../../server/login/login-codes';

const harness = useHarness();
const PASSWORD = 'Demo-pass-2026';

function recordRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => seen.push(request));
  return seen;
}

async function logIn(page: Page) {
  await page.goto(`${harness.url}/login`);
  await page.getByLabel('Email or login name').fill('demo');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/spot\/BTCUSDT$/);
  await page.getByText('UID 10000001').waitFor();
}

test('the demo account logs in; no request carries the password or a sensitive field in plain text', async () => {
  const page = await harness.newPage();
  const requests = recordRequests(page);
  await logIn(page);

  const login = requests.find((request) => new URL(request.url()).pathname === '/v1/user/login');
  expect(login).toBeDefined();
  const body = JSON.parse(login?.postData() ?? '{}') as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['algorithm', 'bodyCiphertext', 'initSign', 'publicKey']);
  for (const request of requests) {
    const sent = `${request.url()} ${request.postData() ?? ''}`;
    expect(sent).not.toContain(PASSWORD);
    expect(sent).not.toMatch(/"(pwd|loginName|email|mobile)"/);
  }
});

test('a signed call succeeds after login: the header shows the balance from the signed wallet call', async () => {
  const page = await harness.newPage();
  const requests = recordRequests(page);
  await logIn(page);
  await page.getByTestId('balance').waitFor();
  const balance = requests.find((request) => new URL(request.url()).pathname === '/v1/asset/balance');
  const headers = await balance?.allHeaders();
  expect(headers?.['device-sign-mode']).toBe('2');
  expect(headers?.['device-sign']).toMatch(/^[A-Za-z0-9+/=]+$/);
});

test('with the client clock 10 minutes off, signed calls still succeed', async () => {
  const context = await harness.newContext();
  await context.addInitScript(() => {
    const realNow = Date.now.bind(Date);
    Date.now = () => realNow() + 10 * 60 * 1000;
  });
  const page = await harness.newPage({ context });
  await logIn(page);
  await page.getByTestId('balance').waitFor();
  await expect(page.getByRole('alert').count()).resolves.toBe(0);
});

test('a visitor who logs in from the futures page comes back to it, logged in', async () => {
  const page = await harness.newPage();
  await page.goto(`${harness.url}/futures/usdt/ETHUSDT`);
  await page.getByRole('form', { name: 'Place order' }).getByRole('link', { name: 'Log in to trade' }).click();
  await page.waitForURL(/\/login\?from=%2Ffutures%2Fusdt%2FETHUSDT$/);
  await page.getByLabel('Email or login name').fill('demo');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/futures\/usdt\/ETHUSDT$/);
  await page.getByRole('button', { name: 'Open long' }).waitFor();
});

test('a login link that names another site logs in to trading, on this site', async () => {
  const page = await harness.newPage();
  await page.goto(`${harness.url}/login?from=${encodeURIComponent('//evil.example/phish')}`);
  await page.getByLabel('Email or login name').fill('demo');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/spot\/BTCUSDT$/);
  expect(new URL(page.url()).origin).toBe(harness.url);
});

test('a wrong password is refused next to the form, and nothing is logged in', async () => {
  const page = await harness.newPage();
  await page.goto(`${harness.url}/login`);
  await page.getByLabel('Email or login name').fill('demo');
  await page.getByLabel('Password').fill('wrong-password-1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('alert').waitFor();
  expect(new URL(page.url()).pathname).toBe('/login');
  await expect(page.getByText('UID 10000001').count()).resolves.toBe(0);
});

test('a wrong password is refused in the page language: the client sends its language and shows the gateway’s words', async () => {
  const page = await harness.newPage();
  const requests = recordRequests(page);
  await page.goto(`${harness.url}/login?locale=ja`);
  await page.getByLabel(japanese.auth.login.account).fill('demo');
  await page.getByLabel(japanese.auth.login.password, { exact: true }).fill('wrong-password-1');
  await page.getByRole('button', { name: japanese.auth.login.submit, exact: true }).click();
  const alert = page.getByRole('alert').filter({ hasText: gatewayJapanese[LoginCodes.BAD_CREDENTIALS.msg] });
  await alert.waitFor();
  const login = requests.find((request) => new URL(request.url()).pathname === '/v1/user/login');
  expect(login?.headers()['language']).toBe('ja_JP');
  await expect(page.getByText(LoginCodes.BAD_CREDENTIALS.msg).count()).resolves.toBe(0);
});

test('empty fields get clear errors without a request', async () => {
  const page = await harness.newPage();
  const requests = recordRequests(page);
  await page.goto(`${harness.url}/login`);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('This field is required').count()).resolves.toBe(2);
  expect(requests.some((request) => request.url().includes('/v1/user/login'))).toBe(false);
});

test('the header switches the session to a sub-account and back', async () => {
  const page = await harness.newPage();
  await logIn(page);
  const switcher = page.getByLabel('Switch account');
  await switcher.selectOption('10000002');
  await page.getByText('UID 10000002').waitFor();
  // Signed calls keep working on the sub-account's session.
  await page.getByTestId('balance').waitFor();
  await switcher.selectOption('10000001');
  await page.getByText('UID 10000001').waitFor();
});
