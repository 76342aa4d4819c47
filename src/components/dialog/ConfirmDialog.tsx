import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { ModalDialog } from './ModalDialog';

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The button that changes nothing: "Cancel" unless named otherwise. */
  cancelLabel?: string;
  /** Offer "don't show again" (the tip flags of SPEC 3); the choice is passed to onConfirm. */
  offerDismiss?: boolean;
  onConfirm: (dontShowAgain: boolean) => void;
  onCancel: () => void;
}

/** A modal confirmation (ModalDialog: focus kept inside, Escape cancels, focus returns where it was). */
export function ConfirmDialog({ title, children, confirmLabel, cancelLabel, offerDismiss = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [dontShow, setDontShow] = useState(false);

  return (
    <ModalDialog title={title} onClose={onCancel}>
      {children}
      {offerDismiss && (
        <label className="dialog__dismiss">
          <input type="checkbox" checked={dontShow} onChange={(event) => setDontShow(event.target.checked)} />
          {t('dialog.dontShowAgain')}
        </label>
      )}
      <div className="dialog__actions">
        <button type="button" className="button button--quiet" onClick={onCancel}>
          {cancelLabel ?? t('dialog.cancel')}
        </button>
        <button type="button" className="button" onClick={() => onConfirm(dontShow)}>
          {confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
