import { useAppSelector } from '../../../store/hooks';
import { TICKER_POLL_MS, useTickerQuery } from '../../../store/market.api';
import { selectStreamStatus, selectStreamTicker } from '../../../store/trading.selectors';
import { figuresOfStream, MarketSummaryCard, type SummaryFigures } from './MarketSummaryCard';

/** The live last price of a symbol, converted into the display currency. */
export function MarketSummary({ symbol, market }: { symbol: string; market: 'spot' | 'futures' }) {
  // Once the market stream is live and carries the ticker, polling over HTTP ends: the stream is the source.
  const streamTicker = useAppSelector(selectStreamTicker);
  const streamLive = useAppSelector(selectStreamStatus) === 'live' && streamTicker?.symbol === symbol;
  const polled = useTickerQuery({ symbol, market }, { pollingInterval: TICKER_POLL_MS, skipPollingIfUnfocused: true, skip: streamLive });
  const figures: SummaryFigures | null =
streamLive && streamTicker ? figuresOfStream(streamTicker) : (polled.data ?? null);
  return <MarketSummaryCard symbol={symbol} figures={figures} unavailable={!streamLive && polled.isError} />;
}
