import { useEffect, useId, useRef, type ReactNode } from 'react';
import './dialog.css';

const FOCUSABLE = 'input:not([disabled]), button:not([disabled]), select:not([disabled]), textarea:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

export interface ModalDialogProps {
  title: string;
  children: ReactNode;
  onClose: () => void;
}

/**
 * A modal dialog named by its title: focus moves into it, Tab and Shift+Tab go round inside it rather than to the
 * page behind, Escape closes it, and focus returns to where it was. The keys are heard on the document, so a focus
 * the browser dropped to the page (a focused button that turned disabled) still comes back inside and Escape still
 * closes. A role="dialog" element rather than <dialog>.showModal(), which the test DOM does not implement.
 */
export function ModalDialog({ title, children, onClose }: ModalDialogProps) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    box.current?.querySelector<HTMLElement>('input, button, select')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        close.current();
        return;
      }
      const dialog = box.current;
      if (event.key !== 'Tab' || !dialog) return;
      const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      const inside = dialog.contains(active);
      if (event.shiftKey && (active === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      before?.focus();
    };
  }, []);

  return (
    <div className="dialog__backdrop">
      <div ref={box} role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} className="dialog">
        <h2 id={`${id}-title`}>{title}</h2>
        {children}
      </div>
    </div>
  );
}
