import Big from 'big.js';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { decimalsOf } from '../../core/trading/order-math';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { bookPricePicked } from '../../../store/trading.actions';
import { selectSymbolRules } from '../../../store/trading.selectors';
import { BookSyncing } from './BookSyncing';
import { useDecimal } from './useDecimal';

const GROUP_FACTORS = [1, 10, 100, 1000];

// The levels have nothing to show before the stream's first book, whose code loads after the first render too: they
// come in their own chunk, and until it arrives the panel says it is syncing, in the box the levels will fill.
const BookLevels = lazy(() => import('./BookLevels').then((module) => ({ default: module.BookLevels })));

/** The order book: asks above the spread, bids below, grouped by tick multiples; a click on a price fills the form. */
export function OrderBook() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const rules = useAppSelector(selectSymbolRules);
  const format = useDecimal();
  const [factor, setFactor] = useState(1);
  const tick = rules?.tickSize ?? null;
  const group = tick && factor > 1 ? new Big(tick).times(factor).toString() : null;
  const priceDecimals = group ? decimalsOf(group) : (rules?.priceDecimals ?? 2);
  // Every amount to the step's decimals, so the column's digits line up as the book moves.
  const qtyDecimals = rules?.qtyDecimals;
  // A level's price is held in its shortest text (order-book.ts keys levels by it: "97187.5" for 97,187.50), and a
  // group's in the group's decimals: the form is given it at the tick, as the book shows it ("97187.50").
  const tickDecimals = rules?.priceDecimals;
  const onPick = useMemo(
    () => (price: string) => dispatch(bookPricePicked(tickDecimals === undefined ? price : new Big(price).toFixed(tickDecimals))),
    [dispatch, tickDecimals],
  );
  const choices = useMemo(
    () => GROUP_FACTORS.map((value) => ({ value, label: tick ? format(new Big(tick).times(value).toString()) : String(value) })),
    [tick, format],
  );
  const labels = useMemo(
    () => ({
      syncing: t('trading.book.syncing'),
      asks: t('trading.book.asks'),
      bids: t('trading.book.bids'),
      spread: t('trading.book.spread'),
      last: t('pages.spot.lastPrice'),
    }),
    [t],
  );

  return (
    <section className="trading-panel book" aria-label={t('trading.book.title')}>
      <header className="trading-panel__header">
        <h2>{t('trading.book.title')}</h2>
        <label className="book__grouping">
          <span className="visually-hidden">{t('trading.book.grouping')}</span>
          <select value={factor} onChange={(event) => setFactor(Number(event.target.value))} disabled={!tick}>
            {choices.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </header>
      <div className="book__columns" aria-hidden="true">
        <span>{t('trading.price')}</span>
        <span>{t('trading.amount')}</span>
      </div>
      <Suspense fallback={<BookSyncing label={labels.syncing} />}>
        <BookLevels
          group={group}
          priceDecimals={priceDecimals}
          tradeDecimals={rules?.priceDecimals ?? 2}
          qtyDecimals={qtyDecimals}
          onPick={onPick}
          labels={labels}
        />
      </Suspense>
    </section>
  );
}
