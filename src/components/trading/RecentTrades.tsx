import { memo, useMemo } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { Trade } from '../../core/trading/contract/market-data';
import { useAppSelector } from '../../../store/hooks';
import { selectRecentTrades, selectSymbolRules } from '../../../store/trading.selectors';
import { useDecimal, useTimeOfDay } from './useDecimal';

/** The words of a trade's side, which its price's colour shows; looked up by the panel, not on every frame. */
type SideWords = Readonly<Record<Trade['takerSide'], string>>;

const TradeRow = memo(function TradeRow({ trade, side, priceDecimals, qtyDecimals }: { trade: Trade; side: string; priceDecimals: number; qtyDecimals: number | undefined }) {
  const format = useDecimal();
  const time = useTimeOfDay();
  return (
    <tr>
      <td className={`number ${trade.takerSide === 'buy' ? 'up' : 'down'}`}>
        {format(trade.price, priceDecimals)}
        <span className="visually-hidden"> {side}</span>
      </td>
      <td className="number">{format(trade.qty, qtyDecimals)}</td>
      <td className="number">{time(trade.time)}</td>
    </tr>
  );
});

/**
 * The rows: the only part that reads the trades, so a stream frame renders these and not the panel around them
 * (whose texts would otherwise be looked up again on every frame).
 */
const TradeRows = memo(function TradeRows({ sides }: { sides: SideWords }) {
  const trades = useAppSelector(selectRecentTrades);
  const rules = useAppSelector(selectSymbolRules);
  return (
    <tbody>
      {trades.map((trade) => (
        <TradeRow key={trade.tradeId} trade={trade} side={sides[trade.takerSide]} priceDecimals={rules?.priceDecimals ?? 2} qtyDecimals={rules?.qtyDecimals} />
      ))}
    </tbody>
  );
});

/**
 * The newest trades of the symbol, newest on top; the price is green when a buyer took it, red for a seller, and
 * says so in words to a screen reader, which hears no colour.
 */
export function RecentTrades() {
  const { t } = useTranslation();
  const title = t('trading.trades.title');
  const sides = useMemo<SideWords>(() => ({ buy: t('trading.form.buy'), sell: t('trading.form.sell') }), [t]);
  return (
    <section className="trading-panel trades" aria-label={title}>
      <h2>{title}</h2>
      {/* Its own scroll box of a fixed height: a trade that arrives is laid out inside it, never through the page. The
          keyboard reaches it to scroll it; named, so a screen reader says what it is rather than reading every trade. */}
      <div className="trades__rows" tabIndex={0} role="group" aria-label={title}>
        <table className="trading-table">
          <thead>
            <tr>
              <th scope="col">{t('trading.price')}</th>
              <th scope="col">{t('trading.amount')}</th>
              <th scope="col">{t('trading.time')}</th>
            </tr>
          </thead>
          <TradeRows sides={sides} />
        </table>
      </div>
    </section>
  );
}
