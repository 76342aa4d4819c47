import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { MarketKind } from './market-path';
import './markets.css';

// The list, its prices and its ways to close load when it is first opened: a first visit pays for the button alone.
const MarketPanel = lazy(() => import('./MarketPanel').then((module) => ({ default: module.MarketPanel })));

interface MarketTitleProps {
  /** The page's heading: the market it shows. */
  heading: string;
  market: MarketKind;
  symbol: string;
}

/** A workspace's heading, with the button that opens the list of the other markets (`MarketPanel`). */
export function MarketTitle({ heading, market, symbol }: MarketTitleProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  }, []);

  return (
    <div className="market-title" ref={root}>
      <h1>{heading}</h1>
      <button
        ref={button}
        type="button"
        className="control market-title__button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {t('trading.markets.title')}
        <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
          <path d={open ? 'M2 8l4-4 4 4' : 'M2 4l4 4 4-4'} fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      {open && (
        <Suspense
          fallback={
            <div id={panelId} className="market-title__panel" role="status">
              {t('app.loading')}
            </div>
          }
        >
          <MarketPanel id={panelId} market={market} symbol={symbol} within={root} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
