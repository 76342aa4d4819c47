// The account security page's password change form: labelled fields a password manager understands, the sign-up
// rules checked before anything is sent, and every refusal shown where it belongs, with focus on the first one.
import { act, fireEvent, screen } from '@testing-library/react';
import { AccountControls } from '../../src/components/header/AccountControls';
import { LoginPage } from '../../src/pages/auth/LoginPage';
import { SecurityPage } from '../../src/pages/account/SecurityPage';
import { passwordChangeFailed, passwordChangeRequested, passwordChanged, signedOutNoticeShown } from '../../store/auth.slice';
import { renderWithProviders } from '../support/render';

const LOGGED_IN = { user: { info: { userId: '10000001' } as never, balances: null, accounts: null, status: 'loggedIn' as const } };

function renderPage(locale = 'en') {
  return renderWithProviders(<SecurityPage />, { path: '/account/setting/security', preloadedState: LOGGED_IN, locale });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

function fill(values: { current?: string; next?: string; confirm?: string }) {
  if (values.current !== undefined) fireEvent.change(field('Current password'), { target: { value: values.current } });
  if (values.next !== undefined) fireEvent.change(field('New password'), { target: { value: values.next } });
  if (values.confirm !== undefined) fireEvent.change(field('Confirm new password'), { target: { value: values.confirm } });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Change password' }));

/** The error text a field's aria-describedby points at (its hint left out). */
function errorOf(input: HTMLInputElement): string | undefined {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  return ids.map((id) => document.getElementById(id)?.textContent).join(' ') || undefined;
}

const requests = (actions: Array<{ type: string }>) => actions.filter((action) => action.type === passwordChangeRequested.type);

it('labels its three fields and tells password managers which password each one is', async () => {
  await renderPage();
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Account security');
  expect(field('Current password')).toMatchObject({ type: 'password', autocomplete: 'current-password' });
  expect(field('New password')).toMatchObject({ type: 'password', autocomplete: 'new-password' });
  expect(field('Confirm new password')).toMatchObject({ type: 'password', autocomplete: 'new-password' });
  expect(screen.getByText('Changing your password logs you out on every device, this one included.')).toBeTruthy();
});

it('sends nothing while a field is empty, marks each one and moves focus to the first', async () => {
  const { actions } = await renderPage();
  submit();
  for (const label of ['Current password', 'New password', 'Confirm new password']) {
    expect(field(label).getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(field(label))).toBe('This field is required');
  }
  expect(document.activeElement).toBe(field('Current password'));
  expect(requests(actions)).toEqual([]);
});

it('checks the new password with the sign-up rules, its difference from the current one and the confirmation', async () => {
  const { actions } = await renderPage();
  fill({ current: 'Demo-pass-2026', next: 'short1', confirm: 'short1' });
  submit();
  expect(errorOf(field('New password'))).toBe('Use at least 8 characters with a letter and a number');
  expect(field('Current password').getAttribute('aria-invalid')).toBeNull();
  expect(document.activeElement).toBe(field('New password'));

  fill({ next: `A1${'x'.repeat(127)}`, confirm: `A1${'x'.repeat(127)}` });
  submit();
  expect(errorOf(field('New password'))).toBe('Use at most 128 characters');

  fill({ next: 'Demo-pass-2026', confirm: 'Demo-pass-2026' });
  submit();
  expect(errorOf(field('New password'))).toBe('The new password must differ from the current one');

  fill({ next: 'Fresh-pass-2027', confirm: 'Fresh-pass-2028' });
  submit();
  expect(field('New password').getAttribute('aria-invalid')).toBeNull();
  expect(errorOf(field('Confirm new password'))).toBe('The passwords do not match');
  expect(document.activeElement).toBe(field('Confirm new password'));
  expect(requests(actions)).toEqual([]);
});

it('asks for the change with the current and the new password once every check passes', async () => {
  const { actions, store } = await renderPage();
  fill({ current: 'Demo-pass-2026', next: 'Fresh-pass-2027', confirm: 'Fresh-pass-2027' });
  submit();
  expect(requests(actions)).toEqual([passwordChangeRequested({ current: 'Demo-pass-2026', next: 'Fresh-pass-2027' })]);
  act(() => void store.dispatch(passwordChangeRequested({ current: 'Demo-pass-2026', next: 'Fresh-pass-2027' })));
  expect((screen.getByRole('button', { name: 'Changing password…' }) as HTMLButtonElement).disabled).toBe(true);
});

it('shows a wrong current password by that field and moves focus there; editing it clears the refusal', async () => {
  const { store } = await renderPage();
  fill({ current: 'Wrong-pass-1', next: 'Fresh-pass-2027', confirm: 'Fresh-pass-2027' });
  submit();
  act(() => {
    store.dispatch(passwordChangeFailed({ error: { messageKey: 'account.security.errors.currentWrong' }, field: 'current' }));
  });
  expect(field('Current password').getAttribute('aria-invalid')).toBe('true');
  expect(errorOf(field('Current password'))).toBe('The current password is incorrect');
  expect(document.activeElement).toBe(field('Current password'));
  fill({ current: 'Demo-pass-2026' });
  expect(field('Current password').getAttribute('aria-invalid')).toBeNull();
});

it('says how long to wait after too many attempts, above the form, in the page language', async () => {
  const { store } = await renderPage('de');
  act(() => {
    store.dispatch(passwordChangeFailed({ error: { messageKey: 'errors.rateLimitedMinutes', values: { wait: 2 } }, field: null }));
  });
  expect(screen.getByRole('alert').textContent).toBe('Zu viele Versuche. Bitte versuchen Sie es in 2 Minuten erneut.');
  expect(document.activeElement?.contains(screen.getByRole('alert'))).toBe(true);
});

it('says a request that failed on the network failed', async () => {
  const { store } = await renderPage();
  act(() => void store.dispatch(passwordChangeFailed({ error: { messageKey: 'errors.network' }, field: null })));
  expect(screen.getByRole('alert').textContent).toBe('Network error, please check your connection and try again');
});

it('says every device was logged out once the password is changed', async () => {
  const { store } = await renderPage();
  act(() => void store.dispatch(passwordChanged()));
  expect(screen.getByRole('status').textContent).toBe(
    'Your password has been changed and every device, this one included, has been logged out. Log in with your new password.',
  );
  expect(screen.queryByRole('button', { name: 'Change password' })).toBeNull();
});

it('asks a visitor who is not logged in to log in first, and to come back here after', async () => {
  await renderWithProviders(<SecurityPage />, {
    path: '/account/setting/security',
    preloadedState: { user: { info: null, balances: null, accounts: null, status: 'anonymous' } },
  });
  expect(screen.queryByLabelText('Current password')).toBeNull();
  expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?from=%2Faccount%2Fsetting%2Fsecurity');
});

it('the login page the logout opens says that every device was logged out', async () => {
  const { store } = await renderWithProviders(<LoginPage />, { path: '/login' });
  act(() => void store.dispatch(signedOutNoticeShown('passwordChanged')));
  expect(screen.getByRole('status').textContent).toContain('every device, this one included, has been logged out');
});

it('the login page a session ended elsewhere leads to says the login expired', async () => {
  const { store } = await renderWithProviders(<LoginPage />, { path: '/login', locale: 'de' });
  act(() => void store.dispatch(signedOutNoticeShown('sessionEnded')));
  expect(screen.getByRole('status').textContent).toBe('Anmeldung abgelaufen, bitte melden Sie sich erneut an');
});

it('is reached from the account controls of a logged-in user', async () => {
  await renderWithProviders(<AccountControls />, { preloadedState: LOGGED_IN });
  expect(screen.getByRole('link', { name: 'Security' }).getAttribute('href')).toBe('/account/setting/security');
});
