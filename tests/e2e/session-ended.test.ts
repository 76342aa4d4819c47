// A session ended elsewhere reaches a trading tab that makes no request of its own: the gateway drops the tab's
// private stream channels with a "session ended" frame, and the tab opens a new socket, reads its account again,
// asks the gateway who it is, and, told nobody, logs out as a logout does (docs/protocol.md "When the session ends").
import type { Page } from 'playwright-core';
import { useHarness } from './support/harness';

const harness = useHarness();
const OLD = 'Demo-pass-2026';
const NEW = 'Fresh-pass-2027';

async function logIn(page: Page, password: string) {
  await page.goto(`${harness.url}/login`);
  await page.getByLabel('Email or login name').fill('demo');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByText('UID 10000001').waitFor();
}

test('a trading tab left alone is logged out when a password change on another device ends its session', async () => {
  // Two devices: two browser contexts, each with its own cookies and keys, so nothing passes between the tabs.
  const trading = await harness.newPage();
  const frames: string[] = [];
  trading.on('websocket', (socket) => socket.on('framereceived', ({ payload }) => frames.push(String(payload))));
  await logIn(trading, OLD);
  await trading.waitForURL(/\/spot\/BTCUSDT$/);
  await trading.getByRole('form', { name: 'Place order' }).waitFor();

  const other = await harness.newPage();
  await logIn(other, OLD);
  await other.goto(`${harness.url}/account/setting/security`);
  await other.getByLabel('Current password').fill(OLD);
  await other.getByLabel('New password', { exact: true }).fill(NEW);
  await other.getByLabel('Confirm new password').fill(NEW);
  await other.getByRole('button', { name: 'Change password' }).click();
  await other.waitForURL(/\/login$/);

  // The trading tab touches nothing, and still leaves the account: its login page says why, and leads back.
  await trading.waitForURL(/\/login\?from=%2Fspot%2FBTCUSDT$/);
  await trading.getByRole('status').filter({ hasText: 'Login expired, please log in again' }).waitFor();
  expect(frames.some((frame) => frame.includes('"session ended"'))).toBe(true);
  await expect(trading.getByText('UID 10000001').count()).resolves.toBe(0);
});
