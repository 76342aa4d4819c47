import { screen } from '@testing-library/react';
import { AuthAlert } from '../../src/pages/auth/AuthAlert';
import { renderWithProviders } from '../support/render';

test("a refused submit shows the gateway's own words", async () => {
  await renderWithProviders(<AuthAlert error={{ text: 'Incorrect account or password', messageKey: 'errors.unknown' }} />);
  expect(screen.getByRole('alert').textContent).toBe('Incorrect account or password');
});

test('without server words the reason is translated', async () => {
  await renderWithProviders(<AuthAlert error={{ messageKey: 'auth.errors.encryptionFailed' }} />, { locale: 'de' });
  const text = screen.getByRole('alert').textContent ?? '';
  expect(text).not.toBe('');
  expect(text).not.toBe('auth.errors.encryptionFailed');
});

test('no error, no alert', async () => {
  await renderWithProviders(<AuthAlert error={null} />);
  expect(screen.queryByRole('alert')).toBeNull();
});
