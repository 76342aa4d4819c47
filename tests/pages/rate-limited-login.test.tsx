// After too many attempts the gateway answers 429 with Retry-After; the form says how long to wait, in the
// page language, instead of a bare status.
import { act, screen } from '@testing-library/react';
import { LoginPage } from '../../src/pages/auth/LoginPage';
import { RegisterPage } from '../../src/pages/auth/RegisterPage';
import { authFailed } from '../../store/auth.slice';
import { renderWithProviders } from '../support/render';

const WAIT = { messageKey: 'errors.rateLimitedMinutes', values: { wait: 3 } };

it('the login form says how long to wait', async () => {
  const { store } = await renderWithProviders(<LoginPage />, { path: '/login' });
  act(() => {
    store.dispatch(authFailed(WAIT));
  });
  expect(screen.getByRole('alert').textContent).toBe('Too many attempts. Please try again in 3 minutes.');
});

it('the register form says it in the page language', async () => {
  const { store } = await renderWithProviders(<RegisterPage />, { path: '/register', locale: 'de' });
  act(() => {
    store.dispatch(authFailed({ messageKey: 'errors.rateLimitedSeconds', values: { wait: 30 } }));
  });
  expect(screen.getByRole('alert').textContent).toBe('Zu viele Versuche. Bitte versuchen Sie es in 30 Sekunden erneut.');
});
