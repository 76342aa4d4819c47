// A trader changes the password from the account security page: the change goes sealed and signed, every session
// ends (this one too), the login page says so, and only the new password opens the account afterwards.
import type { Page, Request } from 'playwright-core';
import { useHarness } from './support/harness';

const harness = useHarness();
const OLD = 'Demo-pass-2026';
const NEW = 'Fresh-pass-2027';

async function logIn(page: Page, password: string) {
  await page.getByLabel('Email or login name').fill('demo');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('a logged-in trader changes the password, is logged out, and only the new password logs in again', async () => {
  const page = await harness.newPage();
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));

  await page.goto(`${harness.url}/login`);
  await logIn(page, OLD);
  await page.getByText('UID 10000001').waitFor();

  await page.getByRole('link', { name: 'Security' }).click();
  await page.waitForURL(/\/account\/setting\/security$/);
  await page.getByLabel('Current password').fill(OLD);
  await page.getByLabel('New password', { exact: true }).fill(NEW);
  await page.getByLabel('Confirm new password').fill(NEW);
  await page.getByRole('button', { name: 'Change password' }).click();

  // The logout opens the login page, which says why the session ended.
  await page.waitForURL(/\/login$/);
  await page.getByRole('status').filter({ hasText: 'every device, this one included, has been logged out' }).waitFor();
  await expect(page.getByText('UID 10000001').count()).resolves.toBe(0);
  // The key pair went with the session, as at any logout.
  const keysLeft = await page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('exchange-client-keys');
        open.onupgradeneeded = () => open.result.createObjectStore('key-pairs');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('key-pairs').objectStore('key-pairs').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        };
      }),
  );
  expect(keysLeft).toBe(0);

  // The call itself: signed in mode 2, its passwords sealed, neither password in clear anywhere.
  const change = requests.find((request) => new URL(request.url()).pathname === '/v1/account/password');
  expect((await change?.allHeaders())?.['device-sign-mode']).toBe('2');
  expect(Object.keys(JSON.parse(change?.postData() ?? '{}') as object).sort()).toEqual([
    'algorithm',
    'bodyCiphertext',
    'initSign',
    'publicKey',
  ]);
  for (const request of requests) {
    const sent = `${request.url()} ${request.postData() ?? ''}`;
    expect(sent).not.toContain(OLD);
    expect(sent).not.toContain(NEW);
  }

  await logIn(page, OLD);
  await page.getByRole('alert').waitFor();
  expect(new URL(page.url()).pathname).toBe('/login');

  await page.getByLabel('Password').fill(NEW);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/spot\/BTCUSDT$/);
  await page.getByText('UID 10000001').waitFor();
});
