import { useState } from 'react';
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
  const streamed = streamTicker?.symbol === symbol ? figuresOfStream(streamTicker) : null;
  // Which HTTP answer was there when the stream last stopped being live (the derived-state pattern: set while
  // rendering, on the change alone). Polling pauses while the stream is live, so any answer since is newer than the
  // stream's last price, and any answer from before is older.
  const [wasLive, setWasLive] = useState(streamLive);
  // Mounted with the stream's price at hand (the summary loads when the stream drops), a cached answer is older too.
  const [answeredAtDrop, setAnsweredAtDrop] = useState(() => (streamed ? polled.fulfilledTimeStamp : undefined));
  if (wasLive !== streamLive) {
    setWasLive(streamLive);
    if (!streamLive) setAnsweredAtDrop(polled.fulfilledTimeStamp);
  }
  // While the stream is down, a price over HTTP is shown once a call made since has brought one; until then, and
  // while the calls fail, the stream's last price stays (marked unavailable when they fail), as the chart and the
  // trades keep theirs: a dash would hide the last price the trader saw.
  const polledSince = polled.isSuccess && polled.fulfilledTimeStamp !== answeredAtDrop ? polled.data : undefined;
  const figures: SummaryFigures | null = streamLive ? streamed : (polledSince ?? streamed ?? polled.data ?? null);
  return <MarketSummaryCard symbol={symbol} figures={figures} unavailable={!streamLive && polled.isError} />;
}
