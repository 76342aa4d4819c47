import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useLocation } from 'react-router';

export interface HeaderMenuProps {
  /** What stays in the bar on a phone next to the menu button (the account button). */
  quick: ReactNode;
  /** Navigation and controls: in the bar from 768 px, in the menu below it. */
  children: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled]), select:not([disabled]), input:not([disabled])';

/**
 * Below 768 px (SPEC 9) the header keeps the logo, the account button and this menu button; the menu is a
 * disclosure holding everything else. From 768 px the button is hidden and the menu's content sits in the bar.
 */
export function HeaderMenu({ quick, children }: HeaderMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const { pathname, search } = useLocation();

  // A navigation from the menu (a link, a language change) closes it.
  const [shownAt, setShownAt] = useState(`${pathname}${search}`);
  if (shownAt !== `${pathname}${search}`) {
    setShownAt(`${pathname}${search}`);
    setOpen(false);
  }

  useEffect(() => {
    // Opening moves focus into the menu, so a keyboard user continues where the content is.
    if (open) panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
    }
  };

  return (
    <>
      <div className="header__quick">
        {quick}
        <button
          ref={button}
          type="button"
          className="control header__menu-button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          onKeyDown={onKeyDown}
        >
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
            <path d={open ? 'M5 5l10 10M15 5L5 15' : 'M3 5h14M3 10h14M3 15h14'} stroke="currentColor" strokeWidth="2" />
          </svg>
          <span className="visually-hidden">{t('header.menu')}</span>
        </button>
      </div>
      <div id={panelId} ref={panel} className="header__menu" data-open={open} onKeyDown={onKeyDown}>
        {children}
      </div>
    </>
  );
}
