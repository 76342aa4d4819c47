import { useId, type InputHTMLAttributes } from 'react';
import { useTranslation } from '../../i18n/useTranslation';

type FieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; hint?: string };

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export function Field({ label, error, hint, ...input }: FieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="auth__field">
      <label htmlFor={id}>{label}</label>
      <input id={id} className="auth__input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint && (
        <p id={`${id}-hint`} className="auth__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="auth__error">
          {t(error)}
        </p>
      )}
    </div>
  );
}
