import { fireEvent, screen } from '@testing-library/react';
import { LoginPage } from '../../src/pages/auth/LoginPage';
import { RegisterPage } from '../../src/pages/auth/RegisterPage';
import { renderWithProviders } from '../support/render';

const NOTICE = /need a secure connection \(https\)/;

function insecure() {
  Object.defineProperty(globalThis, 'isSecureContext', { value: false, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'isSecureContext');
});

describe('outside a secure context', () => {
  beforeEach(insecure);

  it('the login page says why logging in cannot work, and its button is off and points at the notice', async () => {
    const { actions } = await renderWithProviders(<LoginPage />, { path: '/login' });
    const notice = screen.getByText(NOTICE);
    const submit = screen.getByRole('button', { name: 'Log in' });
    expect(submit).toHaveProperty('disabled', true);
    expect(submit.getAttribute('aria-describedby')).toBe(notice.id);
    fireEvent.change(screen.getByLabelText('Email or login name'), { target: { value: 'demo' } });
    fireEvent.submit(submit.closest('form')!);
    expect(actions.filter((action) => action.type === 'auth/loginRequested')).toEqual([]);
  });

  it('the register page says the same, and neither sends a code nor submits', async () => {
    await renderWithProviders(<RegisterPage />, { path: '/register' });
    const notice = screen.getByText(NOTICE);
    for (const name of ['Send code', 'Create account']) {
      const button = screen.getByRole('button', { name });
      expect(button).toHaveProperty('disabled', true);
      expect(button.getAttribute('aria-describedby')).toBe(notice.id);
    }
  });

  it('the notice is in the page language', async () => {
    await renderWithProviders(<LoginPage />, { path: '/login', locale: 'ja' });
    expect(screen.getByText(/安全な接続（https）が必要です/)).toBeTruthy();
  });
});

it('in a secure context there is no notice and the forms work', async () => {
  Object.defineProperty(globalThis, 'isSecureContext', { value: true, configurable: true });
  await renderWithProviders(<LoginPage />, { path: '/login' });
  expect(screen.queryByText(NOTICE)).toBeNull();
  expect(screen.getByRole('button', { name: 'Log in' })).toHaveProperty('disabled', false);
});
