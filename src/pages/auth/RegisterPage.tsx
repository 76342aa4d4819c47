import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
// Before the form renders: its English comes with the page.
import '../../i18n/auth-english';
import { useLocation } from 'react-router';
import { AuthLink } from '../../components/auth-link/AuthLink';
import { useDocumentTitle } from '../../components/document-title/useDocumentTitle';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { authFormReset, codeRequested, registerRequested, selectAuth } from '../../../store/auth.slice';
import { clientKeysAvailable } from '../../crypto/web-crypto';
import { AuthAlert } from './AuthAlert';
import { Field } from './Field';
import { returnPathOf } from './return-path';
import { SECURE_CONNECTION_NOTICE_ID, SecureConnectionNotice } from './SecureConnectionNotice';
import { contactErrors, registerErrors, type FieldErrors } from './validation';
import './auth.css';

export function RegisterPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const auth = useAppSelector(selectAuth);
  const { search } = useLocation();
  const [method, setMethod] = useState<'email' | 'mobile'>('email');
  const [values, setValues] = useState({ email: '', areaCode: '', mobile: '', password: '', code: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  useDocumentTitle('auth.register.title');
  useEffect(() => {
    dispatch(authFormReset());
  }, [dispatch]);

  const change = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  function sendCode() {
    const found = contactErrors(method, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    dispatch(
      codeRequested(
        method === 'email' ? { email: values.email.trim() } : { areaCode: values.areaCode.trim(), mobile: values.mobile.trim() },
      ),
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = registerErrors(method, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const { password, code } = values;
    const returnTo = returnPathOf(search);
    dispatch(
      registerRequested(
        method === 'email'
          ? { method, email: values.email, password, code, returnTo }
          : { method, areaCode: values.areaCode, mobile: values.mobile, password, code, returnTo },
      ),
    );
  }

  const submitting = auth.status === 'submitting';
  const secure = clientKeysAvailable();
  const notice = secure ? undefined : SECURE_CONNECTION_NOTICE_ID;
  return (
    <main className="page auth" id="main">
      <h1>{t('auth.register.heading')}</h1>
      {!secure && <SecureConnectionNotice />}
      <form onSubmit={submit} noValidate aria-busy={submitting}>
        <AuthAlert error={auth.error} />
        <fieldset className="auth__methods">
          <legend className="visually-hidden">{t('auth.register.method')}</legend>
          {(['email', 'mobile'] as const).map((option) => (
            <label key={option} className="control">
              <input type="radio" name="method" value={option} checked={method === option} onChange={() => setMethod(option)} />{' '}
              {t(option === 'email' ? 'auth.register.email' : 'auth.register.mobile')}
            </label>
          ))}
        </fieldset>
        {method === 'email' ? (
          <Field label={t('auth.register.email')} name="email" type="email" autoComplete="email" value={values.email} onChange={change('email')} error={errors.email} required />
        ) : (
          <div className="auth__row">
            <Field label={t('auth.register.areaCode')} name="areaCode" inputMode="numeric" autoComplete="tel-country-code" size={5} value={values.areaCode} onChange={change('areaCode')} error={errors.areaCode} required />
            <Field label={t('auth.register.mobileNumber')} name="mobile" inputMode="numeric" autoComplete="tel-national" value={values.mobile} onChange={change('mobile')} error={errors.mobile} required />
          </div>
        )}
        <Field label={t('auth.register.password')} name="password" type="password" autoComplete="new-password" hint={t('auth.register.passwordHint')} value={values.password} onChange={change('password')} error={errors.password} required />
        <div className="auth__row">
          <button
            type="button"
            className="control"
            onClick={sendCode}
            disabled={auth.code === 'sending' || !secure}
            aria-describedby={notice}
          >
            {t('auth.register.sendCode')}
          </button>
          <Field label={t('auth.register.code')} name="code" inputMode="numeric" autoComplete="one-time-code" value={values.code} onChange={change('code')} error={errors.code} required />
        </div>
        {auth.code === 'sent' && <p role="status">{t('auth.register.codeSent')}</p>}
        <button type="submit" className="button-primary" disabled={submitting || !secure} aria-describedby={notice}>
          {t(submitting ? 'auth.register.submitting' : 'auth.register.submit')}
        </button>
      </form>
      <p>
        {t('auth.register.haveAccount')} <AuthLink to="/login">{t('auth.register.toLogin')}</AuthLink>
      </p>
    </main>
  );
}
