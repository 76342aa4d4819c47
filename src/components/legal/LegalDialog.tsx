import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import './legal-dialog.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab inside the dialog: a modal <dialog> alone lets focus leave to the browser's UI. */
function trapFocus(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !event.currentTarget.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The legal notice as a native modal <dialog>: the page behind is inert, Escape
 * closes it, focus stays inside and returns to the opener when it closes.
 */
export function LegalDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog ref={ref} className="legal-dialog" aria-labelledby="legal-dialog-title" onClose={onClose} onKeyDown={trapFocus}>
      <h2 id="legal-dialog-title">{t('legal.title')}</h2>
      <p>{t('legal.terms')}</p>
      <p>{t('legal.risk')}</p>
      <p>{t('legal.advice')}</p>
      <form method="dialog">
        <button type="submit" className="button-primary" autoFocus>
          {t('legal.close')}
        </button>
      </form>
    </dialog>
  );
}
