import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../components/document-title/useDocumentTitle';
import { useMoney, usePercent } from '../../components/market/useMoney';
import { useAppSelector } from '../../../store/hooks';
import { TICKER_POLL_MS, useWikiCoinsQuery } from '../../../store/market.api';
import { selectLocale } from '../../../store/preferences.slice';
import './wiki.css';
import '../../i18n/site-pages-english';

/** A coin's ticker as the gateway lists them, capitals and digits: the one kind that becomes a market's path. */
const COIN_SYMBOL = /^[A-Z0-9]{2,12}$/;

/** The price wiki (SPEC 2: section Price, subsection Crypto Price), each coin with a link to its spot market. */
export function WikiPage() {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const money = useMoney();
  const compactMoney = useMoney({ compact: true });
  const percent = usePercent();
  const { data, isError } = useWikiCoinsQuery({ locale }, { pollingInterval: TICKER_POLL_MS * 5, skipPollingIfUnfocused: true });
  useDocumentTitle('sitePages.wiki.title');

  return (
    <main className="page" id="main" data-section="Price" data-subsection="Crypto Price">
      <nav aria-label={t('sitePages.wiki.section')} className="wiki__crumbs">
        <span>{t('sitePages.wiki.section')}</span>
        <span aria-hidden="true"> › </span>
        <span aria-current="page">{t('sitePages.wiki.subsection')}</span>
      </nav>
      <h1 id="wiki-title">{t('sitePages.wiki.title')}</h1>
      {!data ? (
        <p role="status">{isError ? t('sitePages.wiki.unavailable') : t('app.loading')}</p>
      ) : (
        // A narrow screen scrolls the table inside its own box, never the page; the box takes focus so a keyboard
        // can scroll it too.
        <div className="wiki__scroll card" role="region" aria-labelledby="wiki-title" tabIndex={0}>
          <table className="wiki__table">
            <thead>
              <tr>
                <th scope="col">{t('sitePages.wiki.rank')}</th>
                <th scope="col">{t('sitePages.wiki.coin')}</th>
                <th scope="col">{t('sitePages.wiki.price')}</th>
                <th scope="col">{t('sitePages.wiki.change')}</th>
                <th scope="col">{t('sitePages.wiki.marketCap')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('sitePages.wiki.trade')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((coin) => (
                <tr key={coin.id}>
                  <td className="number">{coin.rank}</td>
                  <th scope="row">
                    <Link to={`/wiki/${encodeURIComponent(coin.id)}`}>{coin.name}</Link> <span className="wiki__symbol">{coin.symbol}</span>
                  </th>
                  <td className="number" data-testid={`price-${coin.symbol}`}>
                    {money(coin.priceUsdt)}
                  </td>
                  <td className={`number ${Number(coin.change24h) >= 0 ? 'up' : 'down'}`}>{percent(coin.change24h)}</td>
                  <td className="number" title={money(coin.marketCapUsdt)}>
                    {compactMoney(coin.marketCapUsdt)}
                  </td>
                  <td>
                    {/* Only a coin named as the gateway lists them becomes a path of the app. */}
                    {COIN_SYMBOL.test(coin.symbol) && (
                      <Link to={`/spot/${coin.symbol}USDT`}>
                        {t('sitePages.wiki.trade')}
                        <span className="visually-hidden"> {coin.symbol}</span>
                      </Link>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </main>
  );
}
