import { useEffect, useState, type ComponentType } from 'react';
import { useAppSelector } from '../../../store/hooks';
import { selectStreamStatus, selectStreamTicker } from '../../../store/trading.selectors';
import { figuresOfStream, MarketSummaryCard } from './MarketSummaryCard';

type Props = { symbol: string; market: 'spot' | 'futures' };

/**
 * How long the spot page waits for its stream's first ticker before it asks for the price over HTTP. A stream that
 * fails says so at once (reconnecting); this is for one that hangs while connecting, on a slow phone and network.
 */
export const STREAM_GRACE_MS = 8_000;

/**
 * The market summary, filled without loading anything more where it can be: on the spot page the market stream
 * carries the ticker, so the polling summary (RTK Query, 13 KB gzip) loads only when the stream is not live within
 * STREAM_GRACE_MS or drops (stale, reconnecting), and elsewhere once the page has painted. The card's frame is
 * drawn at once, so the figures arriving move nothing below it.
 */
export function DeferredMarketSummary(props: Props) {
  const { symbol, market } = props;
  const [Polling, setPolling] = useState<ComponentType<Props> | null>(null);
  const [failed, setFailed] = useState(false);
  const [graceOver, setGraceOver] = useState(market !== 'spot');
  const ticker = useAppSelector(selectStreamTicker);
  const status = useAppSelector(selectStreamStatus);
  const dropped = status === 'stale' || status === 'reconnecting';
  // The stream's ticker counts from its first frame, before the book is in step and the stream is called live.
  const streamed = !dropped && status !== 'idle' && ticker?.symbol === symbol ? ticker : null;
  const needPolling = !streamed && (graceOver || dropped);

  useEffect(() => {
    if (graceOver) return;
    const timer = setTimeout(() => setGraceOver(true), STREAM_GRACE_MS);
    return () => clearTimeout(timer);
  }, [graceOver]);

  useEffect(() => {
    if (!needPolling || Polling) return;
    let active = true;
    import('./MarketSummary').then(
      (module) => active && setPolling(() => module.MarketSummary),
      (error: unknown) => {
        console.warn('the market summary could not be loaded', error);
        if (active) setFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, [needPolling, Polling]);

  // Once loaded, the polling summary stays: it reads the stream itself while the stream is live.
  if (Polling) return <Polling {...props} />;
  return <MarketSummaryCard symbol={symbol} figures={streamed ? figuresOfStream(streamed) : null} unavailable={failed} />;
}
