import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { TICKER_POLL_MS, useMarketTickersQuery } from '../../../store/market-list.api';
import { usePercent } from '../market/useMoney';
import { useDecimal } from '../trading/useDecimal';
import { decimalsOf } from '../../core/trading/order-math';
import { marketPath, type MarketKind } from './market-path';

/**
 * What a search matches: the pair written any usual way ("eth", "ETH/USDT", "eth-usdt", "ETH USDT"), full-width
 * letters of a Japanese or Chinese input method included ("ｅｔｈ").
 */
function searchKey(text: string): string {
  return text.normalize('NFKC').toUpperCase().replace(/[\s/_-]/g, '');
}

/**
 * The tickers a search matches, those whose pair starts with it first ("ETH" puts ETHUSDT before a pair that only
 * holds it), each group in the list's own order: the first shown is the one Enter opens.
 */
function matching<T extends { symbol: string }>(tickers: readonly T[], wanted: string): T[] {
  const found = tickers.filter((ticker) => ticker.symbol.includes(wanted));
  return [...found.filter((ticker) => ticker.symbol.startsWith(wanted)), ...found.filter((ticker) => !ticker.symbol.startsWith(wanted))];
}

/**
 * The listed markets of the workspace, each a link to its page with its last price and 24 h change, live while the
 * list is shown; the search narrows them, Enter in it opens the first match (marked while the search has focus),
 * and the arrow keys move from the search through the links, where Enter opens the link focused as any link's does.
 */
export function MarketList({ market, symbol, autoFocus = true }: { market: MarketKind; symbol: string; autoFocus?: boolean }) {
  const { t } = useTranslation();
  const decimal = useDecimal();
  const percent = usePercent();
  const { data, isError } = useMarketTickersQuery({ market }, { pollingInterval: TICKER_POLL_MS, skipPollingIfUnfocused: true });
  const [query, setQuery] = useState('');
  // An Enter pressed before the list came: the search it was pressed on, opened once the list is in (if still typed).
  const enterBeforeList = useRef<string | null>(null);
  const search = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const navigate = useNavigate();

  // Opened from its button, the list takes focus; shown in a page, it leaves focus where the page puts it.
  useEffect(() => {
    if (autoFocus) search.current?.focus();
  }, [autoFocus]);

  const wanted = searchKey(query);
  const shown = matching(data ?? [], wanted);
  // What Enter in the search opens: the first match of a search typed (an empty one matches everything, and picks none).
  const first = wanted === '' ? undefined : shown[0];

  useEffect(() => {
    const pending = enterBeforeList.current;
    if (pending === null || data === undefined) return;
    enterBeforeList.current = null;
    if (pending === wanted && first !== undefined) void navigate(marketPath(market, first.symbol));
  }, [data, wanted, first, market, navigate]);

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // The Enter that ends an input method's composition confirms the text; it opens nothing. Safari sends that Enter
    // after the composition ended, known by its key code 229 ("being composed").
    if (event.key !== 'Enter' || event.nativeEvent.isComposing || event.keyCode === 229 || wanted === '') return;
    event.preventDefault();
    // Typed faster than the list loads: the Enter waits for it rather than doing nothing.
    if (data === undefined) enterBeforeList.current = isError ? null : wanted;
    else if (first !== undefined) void navigate(marketPath(market, first.symbol));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const stops: HTMLElement[] = [search.current, ...(list.current?.querySelectorAll('a') ?? [])].filter((stop) => stop !== null);
    const at = stops.indexOf(document.activeElement as HTMLElement);
    const next = event.key === 'ArrowDown' ? Math.min(at + 1, stops.length - 1) : Math.max(at - 1, 0);
    event.preventDefault();
    stops[next]?.focus();
  };

  return (
    <div className="market-list" onKeyDown={onKeyDown}>
      <input
        ref={search}
        type="search"
        className="market-list__search"
        aria-label={t('trading.markets.search')}
        placeholder={t('trading.markets.search')}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="go"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={onSearchKeyDown}
      />
      <div className="market-list__head" aria-hidden="true">
        <span>{t('trading.markets.pair')}</span>
        <span>{t('pages.spot.lastPrice')}</span>
        <span>{t('pages.spot.change24h')}</span>
      </div>
      <ul ref={list} className="market-list__items">
        {shown.map((ticker) => {
          const change = Number(ticker.change24h);
          return (
            <li key={ticker.symbol}>
              <Link
                to={marketPath(market, ticker.symbol)}
                aria-current={ticker.symbol === symbol ? 'page' : undefined}
                className={ticker === first ? 'market-list__first' : undefined}
              >
                <span className="market-list__pair">
                  {ticker.base}
                  <span className="market-list__quote">/{ticker.quote}</span>
                </span>
                {/* With the decimals the gateway wrote, the coin's tick: "97,120.40", never "97,120.4". */}
                <span className="number">{decimal(ticker.lastPrice, decimalsOf(ticker.lastPrice))}</span>
                <span className={`number ${change >= 0 ? 'up' : 'down'}`}>{percent(change)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      <p role="status" className="market-list__status">
        {isError ? t('trading.markets.failed') : data === undefined ? t('app.loading') : shown.length === 0 ? t('trading.markets.noMatch', { query: query.trim() }) : ''}
      </p>
    </div>
  );
}
