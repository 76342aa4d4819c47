import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { symbol: string; market: 'spot' | 'futures' };

/**
 * The market summary, loaded once the page has painted: its data layer (RTK
 * Query) is not needed to show the page, only to fill it, and stays out of the
 * first load.
 */
export function DeferredMarketSummary(props: Props) {
  const { t } = useTranslation();
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
  if (!Summary) {
    return (
      <p className="market-summary__status" role="status">
        {t(failed ? 'pages.spot.priceUnavailable' : 'app.loading')}
      </p>
    );
  }
  return <Summary {...props} />;
}
