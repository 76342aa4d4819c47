import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Offer "don't show again" (the tip flags of SPEC 3); the choice is passed to onConfirm. */
  offerDismiss?: boolean;
  onConfirm: (dontShowAgain: boolean) => void;
  onCancel: () => void;
}

/**
 * A modal confirmation: focus moves into it, Escape cancels, and focus returns to where it was. A role="dialog"
 * element rather than <dialog>.showModal(), which the test DOM does not implement.
 */
export function ConfirmDialog({ title, children, confirmLabel, offerDismiss = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const [dontShow, setDontShow] = useState(false);

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    box.current?.querySelector<HTMLElement>('input, button, select')?.focus();
    return () => before?.focus();
  }, []);

  return (
    <div className="futures-dialog__backdrop">
      <div
        ref={box}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        className="futures-dialog"
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
        }}
      >
        <h2 id={`${id}-title`}>{title}</h2>
        {children}
        {offerDismiss && (
          <label className="futures-dialog__dismiss">
            <input type="checkbox" checked={dontShow} onChange={(event) => setDontShow(event.target.checked)} />
            {t('futures.confirm.dontShowAgain')}
          </label>
        )}
        <div className="futures-dialog__actions">
          <button type="button" className="button button--quiet" onClick={onCancel}>
            {t('futures.confirm.cancel')}
          </button>
          <button type="button" className="button" onClick={() => onConfirm(dontShow)}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
