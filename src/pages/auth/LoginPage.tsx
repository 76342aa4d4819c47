import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
// Before the form renders: its English comes with the page, and the security page's, whose password change ends
// here with its notice.
import '../../i18n/account-english';
import '../../i18n/auth-english';
import { useLocation } from 'react-router';
import { AuthLink } from '../../components/auth-link/AuthLink';
import { useDocumentTitle } from '../../components/document-title/useDocumentTitle';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { authFormReset, loginRequested, selectAuth } from '../../../store/auth.slice';
import { clientKeysAvailable } from '../../crypto/web-crypto';
import { AuthAlert } from './AuthAlert';
import { Field } from './Field';
import { returnPathOf } from './return-path';
import { SECURE_CONNECTION_NOTICE_ID, SecureConnectionNotice } from './SecureConnectionNotice';
import { loginErrors, type FieldErrors } from './validation';
import './auth.css';

export function LoginPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const auth = useAppSelector(selectAuth);
  const { search } = useLocation();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  useDocumentTitle('auth.login.title');
  useEffect(() => {
    dispatch(authFormReset());
  }, [dispatch]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = loginErrors(account, password);
    setErrors(found);
    if (Object.keys(found).length === 0) dispatch(loginRequested({ account, password, returnTo: returnPathOf(search) }));
  }

  const submitting = auth.status === 'submitting';
  const secure = clientKeysAvailable();
  return (
    <main className="page auth" id="main">
      <h1>{t('auth.login.heading')}</h1>
      {auth.notice !== null && (
        <p role="status" className="auth__notice">
          {t(auth.notice === 'passwordChanged' ? 'account.security.changePassword.done' : 'errors.loginExpired')}
        </p>
      )}
      {!secure && <SecureConnectionNotice />}
      <form onSubmit={submit} noValidate aria-busy={submitting}>
        <AuthAlert error={auth.error} />
        <Field
          label={t('auth.login.account')}
          name="account"
          autoComplete="username"
          value={account}
          onChange={(event) => setAccount(event.target.value)}
          error={errors.account}
          required
        />
        <Field
          label={t('auth.login.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
          required
        />
        <button
          type="submit"
          className="button-primary"
          disabled={submitting || !secure}
          aria-describedby={secure ? undefined : SECURE_CONNECTION_NOTICE_ID}
        >
          {t(submitting ? 'auth.login.submitting' : 'auth.login.submit')}
        </button>
      </form>
      <p>
        {t('auth.login.noAccount')} <AuthLink to="/register">{t('auth.login.toRegister')}</AuthLink>
      </p>
    </main>
  );
}
