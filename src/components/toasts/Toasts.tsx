import { resolveLocale } from '../../core/locales';
import { numberFormat } from '../../core/number-format';
import { useTranslation } from '../../i18n/useTranslation';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectLocale } from '../../../store/preferences.slice';
import { selectToasts, toastDismissed, type Toast, type ToastNumber } from '../../../store/toasts.slice';
import './toasts.css';

/** A message's decimal in the user's language: the exact text goes to Intl, never through a binary float. */
function written(locale: string, { value, decimals }: ToastNumber): string {
  const options: Intl.NumberFormatOptions =
    decimals === undefined ? { maximumFractionDigits: 18 } : { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
  return numberFormat(locale, options).format(value as unknown as number);
}

function ToastText({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  const locale = resolveLocale(useAppSelector(selectLocale)).htmlLang;
  // Server messages are shown as sent (React escapes them); catalog keys are translated here, at the edge.
  if (toast.text) return <>{toast.text}</>;
  const numbers = Object.fromEntries(Object.entries(toast.numbers ?? {}).map(([name, number]) => [name, written(locale, number)]));
  return <>{t(toast.messageKey ?? 'errors.unknown', { ...toast.values, ...numbers })}</>;
}

/** Toasts in a polite live region, so screen readers announce them without stealing focus. */
export function Toasts() {
  const toasts = useAppSelector(selectToasts);
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  return (
    <section className="toasts" aria-live="polite" aria-label={t('toasts.region')}>
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.kind}`} role={toast.kind === 'error' ? 'alert' : 'status'}>
          <span className="toast__text">
            <ToastText toast={toast} />
          </span>
          <button
            type="button"
            className="toast__dismiss"
            aria-label={t('toasts.dismiss')}
            onClick={() => dispatch(toastDismissed(toast.id))}
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
