import { useTranslation } from '../../i18n/useTranslation';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectToasts, toastDismissed, type Toast } from '../../../store/toasts.slice';
import './toasts.css';

function ToastText({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  // Server messages are shown as sent (React escapes them); catalog keys are translated here, at the edge.
  if (toast.text) return <>{toast.text}</>;
  return <>{t(toast.messageKey ?? 'errors.unknown', toast.values ?? {})}</>;
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
