import { fireEvent, screen } from '@testing-library/react';
import { LoginPage } from '../../src/pages/auth/LoginPage';
import { RegisterPage } from '../../src/pages/auth/RegisterPage';
import { renderWithProviders } from '../support/render';

beforeEach(() => Object.defineProperty(globalThis, 'isSecureContext', { value: true, configurable: true }));
afterEach(() => Reflect.deleteProperty(globalThis, 'isSecureContext'));

async function logIn(path: string) {
  const { actions } = await renderWithProviders(<LoginPage />, { path });
  fireEvent.change(screen.getByLabelText('Email or login name'), { target: { value: 'demo' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Demo-pass-2026' } });
  fireEvent.submit(screen.getByRole('button', { name: 'Log in' }).closest('form')!);
  return actions.filter((action) => action.type === 'auth/loginRequested').map((action) => action.payload);
}

describe('the login page', () => {
  it('sends the user back to the page the link came from', async () => {
    expect(await logIn('/login?from=%2Ffutures%2Fusdt%2FBTCUSDT%3Ftab%3Dpositions')).toEqual([
      { account: 'demo', password: 'Demo-pass-2026', returnTo: '/futures/usdt/BTCUSDT?tab=positions' },
    ]);
  });

  it('sends the user to no page of another site a crafted link names (trading, the default, instead)', async () => {
    expect(await logIn('/login?from=%2F%2Fevil.example')).toEqual([{ account: 'demo', password: 'Demo-pass-2026', returnTo: undefined }]);
  });

  it('opened without a page to go back to, leaves the choice to the default', async () => {
    expect(await logIn('/login')).toEqual([{ account: 'demo', password: 'Demo-pass-2026', returnTo: undefined }]);
  });

  it('links to sign-up with the same page to go back to', async () => {
    await renderWithProviders(<LoginPage />, { path: '/login?from=%2Ffee' });
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/register?from=%2Ffee');
  });
});

describe('the register page', () => {
  it('sends the new user back to the page the link came from, and links to log in with it', async () => {
    const { actions } = await renderWithProviders(<RegisterPage />, { path: '/register?from=%2Fspot%2FETHUSDT' });
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?from=%2Fspot%2FETHUSDT');
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'new@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'abc12345' } });
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123456' } });
    fireEvent.submit(screen.getByRole('button', { name: 'Create account' }).closest('form')!);
    expect(actions.filter((action) => action.type === 'auth/registerRequested').map((action) => action.payload)).toEqual([
      { method: 'email', email: 'new@example.com', password: 'abc12345', code: '123456', returnTo: '/spot/ETHUSDT' },
    ]);
  });
});
