import { useTranslation } from '../../i18n/useTranslation';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { liquidationsPageRequested } from '../../../store/futures.actions';
import { selectFuturesAccount, selectFuturesRules } from '../../../store/futures.selectors';
import { selectMarketDecimals } from '../../../store/trading.selectors';
import { MoreButton } from '../trading/MoreButton';
import { useKeptFocus } from '../trading/useKeptFocus';
import { RecordsTable } from '../trading/RecordsTable';
import { useDateTime, useDecimal } from '../trading/useDecimal';
import { USDT_DECIMALS } from './usdt';

/**
 * The account's liquidations, newest first: paged by REST and joined live by the stream. The loss is the margin
 * the position held; what the close cost beyond it the insurance fund took (docs/futures.md).
 */
export function Liquidations() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const account = useAppSelector(selectFuturesAccount);
  const kept = useKeptFocus<HTMLElement>();
  const format = useDecimal();
  const dateTime = useDateTime();
  // Each record's size and prices with its own perpetual's decimals (the exchange info's, or the workspace rules'
  // before it), else as the gateway wrote them.
  const decimals = useAppSelector(selectMarketDecimals);
  const rules = useAppSelector(selectFuturesRules);
  const decimalsOf = (symbol: string) =>
    decimals[symbol] ?? (rules?.symbol === symbol ? { price: rules.priceDecimals, qty: rules.qtyDecimals } : undefined);
  // The table's head, and on a phone each card's names above its figures.
  const heads = {
    time: t('trading.time'),
    symbol: t('futuresAccount.positions.symbol'),
    side: t('trading.form.side'),
    size: t('futuresAccount.positions.size'),
    mark: t('futuresAccount.liquidations.markPrice'),
    fill: t('futuresAccount.liquidations.fillPrice'),
    loss: t('futuresAccount.liquidations.loss'),
    insurance: t('futuresAccount.liquidations.insurance'),
  };
  return (
    <section aria-label={t('futures.tabs.liquidations')} {...kept}>
      <RecordsTable
        columns={Object.values(heads)}
        cards
        records={account?.liquidations ?? []}
        empty={t('futuresAccount.liquidations.none')}
        row={(record) => {
          const { price, qty } = decimalsOf(record.symbol) ?? {};
          return (
            <tr key={record.id}>
              <td data-label={heads.time} className="date-time">{dateTime(record.time)}</td>
              <td data-label={heads.symbol}>
                {record.symbol}{' '}
                <span className="futures-positions__mode">{t(record.marginMode === 'CROSS' ? 'futures.filter.cross' : 'futures.filter.isolated')}</span>
              </td>
              <td data-label={heads.side} className={record.side === 'LONG' ? 'up' : 'down'}>{t(record.side === 'LONG' ? 'futuresAccount.side.long' : 'futuresAccount.side.short')}</td>
              <td data-label={heads.size} className="number">{format(record.size, qty)}</td>
              <td data-label={heads.mark} className="number">{format(record.markPrice, price)}</td>
              <td data-label={heads.fill} className="number">{format(record.price, price)}</td>
              <td data-label={heads.loss} className="number down">{format(record.marginLost, USDT_DECIMALS)} USDT</td>
              <td data-label={heads.insurance} className="number">{format(record.insuranceFundCover, USDT_DECIMALS)} USDT</td>
            </tr>
          );
        }}
      />
      {account?.liquidationsNext && <MoreButton loading={account.liquidationsLoading} onMore={() => dispatch(liquidationsPageRequested())} />}
    </section>
  );
}
