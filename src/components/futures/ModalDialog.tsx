import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

const FOCUSABLE = 'input:not([disabled]), button:not([disabled]), select:not([disabled]), textarea:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

export interface ModalDialogProps {
  title: string;
  children: ReactNode;
  onClose: () => void;
}

/**
 * A modal dialog named by its title: focus moves into it, Tab and Shift+Tab go round inside it rather than to the
 * page behind, Escape closes it, and focus returns to where it was. A role="dialog" element rather than
 * <dialog>.showModal(), which the test DOM does not implement.
 */
export function ModalDialog({ title, children, onClose }: ModalDialogProps) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    box.current?.querySelector<HTMLElement>('input, button, select')?.focus();
    return () => before?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !box.current) return;
    const focusable = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !box.current.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="futures-dialog__backdrop">
      <div ref={box} role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} className="futures-dialog" onKeyDown={onKeyDown}>
        <h2 id={`${id}-title`}>{title}</h2>
        {children}
      </div>
    </div>
  );
}
