import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { passwordChangeRequested, passwordChangeReset } from '../../../store/auth.slice';
import { selectPasswordChange } from '../../../store/password-change.slice';
import { AuthAlert } from '../auth/AuthAlert';
import { Field } from '../auth/Field';
import { passwordChangeErrors, type PasswordChangeErrors, type PasswordChangeValues } from './password-change-validation';

const EMPTY: PasswordChangeValues = { current: '', next: '', confirm: '' };

/** The form's fields, in order: the name a password manager knows each by, and the catalog key of its label. */
const FIELDS: ReadonlyArray<{
  key: keyof PasswordChangeValues;
  name: string;
  autoComplete: 'current-password' | 'new-password';
  label: string;
  hint?: string;
}> = [
  { key: 'current', name: 'current-password', autoComplete: 'current-password', label: 'account.security.changePassword.current' },
  { key: 'next', name: 'new-password', autoComplete: 'new-password', label: 'account.security.changePassword.new', hint: 'auth.register.passwordHint' },
  { key: 'confirm', name: 'confirm-password', autoComplete: 'new-password', label: 'account.security.changePassword.confirm' },
];

/**
 * Current password, new password and its confirmation. Checked here with the sign-up rules, then sealed and sent
 * (sagas/password-change.flow.ts); a refusal is shown by its field, a wait or a failed request above the form.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectPasswordChange);
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<PasswordChangeValues>(EMPTY);
  const [checked, setChecked] = useState<PasswordChangeErrors>({});
  // Bumped on every submit and every refusal, so focus moves to the first error each time, not only the first.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    dispatch(passwordChangeReset());
    return () => void dispatch(passwordChangeReset());
  }, [dispatch]);

  // The gateway's refusal of one field shows by that field, until the user edits it.
  const refused = state.status === 'failed' && state.field !== null ? state.field : null;
  const errors: PasswordChangeErrors = {
    ...checked,
    ...(refused !== null && checked[refused] === undefined ? { [refused]: state.error?.messageKey } : {}),
  };
  const formError = state.status === 'failed' && state.field === null ? state.error : null;

  const [seenStatus, setSeenStatus] = useState(state.status);
  if (seenStatus !== state.status) {
    setSeenStatus(state.status);
    if (state.status === 'failed') setAttempt((value) => value + 1);
  }

  useEffect(() => {
    if (attempt === 0) return;
    // The first field in error, else the alert above the form (a wait, a failed request).
    const first =
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form.current?.querySelector<HTMLElement>('[data-form-alert]');
    first?.focus();
  }, [attempt]);

  const change = (name: keyof PasswordChangeValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [name]: event.target.value }));
    setChecked(({ [name]: _edited, ...rest }) => rest);
    if (refused === name || (refused === 'next' && name === 'confirm')) dispatch(passwordChangeReset());
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = passwordChangeErrors(values);
    setChecked(found);
    setAttempt((value) => value + 1);
    if (FIELDS.every(({ key }) => found[key] === undefined)) {
      dispatch(passwordChangeRequested({ current: values.current, next: values.next }));
    }
  }

  const submitting = state.status === 'submitting';
  const done = state.status === 'succeeded';
  return (
    <section aria-labelledby="change-password-heading">
      <h2 id="change-password-heading">{t('account.security.changePassword.heading')}</h2>
      <p>{t('account.security.changePassword.intro')}</p>
      {done ? (
        <p role="status" className="auth__notice">
          {t('account.security.changePassword.done')}
        </p>
      ) : (
        <form ref={form} onSubmit={submit} noValidate aria-busy={submitting}>
          {formError && (
            <div tabIndex={-1} data-form-alert="">
              <AuthAlert error={formError} />
            </div>
          )}
          {FIELDS.map((field) => (
            <Field
              key={field.key}
              label={t(field.label)}
              name={field.name}
              type="password"
              autoComplete={field.autoComplete}
              hint={field.hint === undefined ? undefined : t(field.hint)}
              value={values[field.key]}
              onChange={change(field.key)}
              error={errors[field.key]}
              required
            />
          ))}
          <button type="submit" className="button-primary" disabled={submitting}>
            {t(submitting ? 'account.security.changePassword.submitting' : 'account.security.changePassword.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
