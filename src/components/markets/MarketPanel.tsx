import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import type { MarketKind } from './market-path';
import { MarketList } from './MarketList';

interface MarketPanelProps {
  id: string;
  market: MarketKind;
  symbol: string;
  /** The heading's box: a press inside it (the button included) is not a press outside. */
  within: RefObject<HTMLElement | null>;
  /** Closes the panel; `refocus` gives focus back to the button that opened it. */
  onClose: (refocus: boolean) => void;
}

/**
 * The list of markets as a non-modal dialog under the heading. Escape, or a market chosen from it, closes it and
 * gives focus back to the button; a press outside the heading closes it where focus is.
 */
export function MarketPanel({ id, market, symbol, within, onClose }: MarketPanelProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const openedAt = useRef(pathname);
  const panel = useRef<HTMLDivElement>(null);

  // A market chosen from the list: focus goes back to the button rather than to the page's start, so a keyboard
  // user goes on from where they were.
  useEffect(() => {
    if (pathname !== openedAt.current) onClose(panel.current?.contains(document.activeElement) === true);
  }, [pathname, onClose]);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (!within.current?.contains(event.target as Node)) onClose(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [within, onClose]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose(true);
  };

  return (
    <div ref={panel} id={id} className="market-title__panel" role="dialog" aria-label={t('trading.markets.title')} onKeyDown={onKeyDown}>
      <MarketList market={market} symbol={symbol} />
    </div>
  );
}
