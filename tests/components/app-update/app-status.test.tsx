import { act, fireEvent, screen } from '@testing-library/react';
import { OfflineNotice } from '../../../src/components/app-update/OfflineNotice';
import { UpdatePrompt } from '../../../src/components/app-update/UpdatePrompt';
import { updateAccepted } from '../../../store/app-update.slice';
import { renderWithProviders } from '../../support/render';

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(() => setOnline(true));

test('no prompt until a new version waits; then "reload" asks for it', async () => {
  const { actions, store } = await renderWithProviders(<UpdatePrompt />);
  expect(screen.queryByRole('status')).toBeNull();
  act(() => void store.dispatch({ type: 'appUpdate/updateReady' }));
  expect(screen.getByRole('status').textContent).toContain('A new version is ready.');
  fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
  expect(actions).toContainEqual(updateAccepted());
});

test('the prompt speaks the user\'s language', async () => {
  await renderWithProviders(<UpdatePrompt />, { locale: 'ja', preloadedState: { appUpdate: { ready: true } } });
  expect(screen.getByRole('status').textContent).toContain('新しいバージョンの準備ができました。');
});

test('the offline notice shows while the device is offline and goes when the connection returns', async () => {
  await renderWithProviders(<OfflineNotice />);
  expect(screen.queryByRole('status')).toBeNull();
  act(() => setOnline(false));
  expect(screen.getByRole('status').textContent).toBe('You are offline. Prices and your account update when the connection returns.');
  act(() => setOnline(true));
  expect(screen.queryByRole('status')).toBeNull();
});
