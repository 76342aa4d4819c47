import { useEffect, useState, type ComponentType } from 'react';
import { MarketSummaryCard } from './MarketSummaryCard';

type Props = { symbol: string; market: 'spot' | 'futures' };

/**
 * The market summary, loaded once the page has painted: its data layer (RTK
 * Query) is not needed to show the page, only to fill it, and stays out of the
 * first render.
 */
export function DeferredMarketSummary(props: Props) {
  const [Summary, setSummary] = useState<ComponentType<Props> | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let active = true;
    import('./MarketSummary').then(
      (module) => active && setSummary(() => module.MarketSummary),
      (error: unknown) => {
        console.warn('the market summary could not be loaded', error);
        if (active) setFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, []);
  // The card's frame is drawn at once, so the figures arriving move nothing below it.
  if (!Summary) return <MarketSummaryCard symbol={props.symbol} figures={null} unavailable={failed} />;
  return <Summary {...props} />;
}
