import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { liquidationsPageRequested } from '../../../store/futures.actions';
import { selectFuturesAccount } from '../../../store/futures.selectors';
import { useDateTime, useDecimal } from '../trading/useDecimal';

/**
 * The account's liquidations, newest first: paged by REST and joined live by the stream. The loss is the margin
 * the position held; what the close cost beyond it the insurance fund took (docs/futures.md).
 */
export function Liquidations() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const account = useAppSelector(selectFuturesAccount);
  const format = useDecimal();
  const dateTime = useDateTime();
  const rows = account?.liquidations ?? [];
  return (
    <section aria-label={t('futures.tabs.liquidations')}>
      {rows.length === 0 ? (
        <p>{t('futures.liquidations.none')}</p>
      ) : (
        <table className="trading-table">
          <thead>
            <tr>
              <th scope="col">{t('trading.time')}</th>
              <th scope="col">{t('futures.positions.symbol')}</th>
              <th scope="col">{t('trading.form.side')}</th>
              <th scope="col">{t('futures.positions.size')}</th>
              <th scope="col">{t('futures.liquidations.markPrice')}</th>
              <th scope="col">{t('futures.liquidations.fillPrice')}</th>
              <th scope="col">{t('futures.liquidations.loss')}</th>
              <th scope="col">{t('futures.liquidations.insurance')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((record) => (
              <tr key={record.id}>
                <td className="number">{dateTime(record.time)}</td>
                <td>
                  {record.symbol}{' '}
                  <span className="futures-positions__mode">{t(record.marginMode === 'CROSS' ? 'futures.filter.cross' : 'futures.filter.isolated')}</span>
                </td>
                <td className={record.side === 'LONG' ? 'up' : 'down'}>{t(record.side === 'LONG' ? 'futures.side.long' : 'futures.side.short')}</td>
                <td className="number">{format(record.size)}</td>
                <td className="number">{format(record.markPrice)}</td>
                <td className="number">{format(record.price)}</td>
                <td className="number down">{format(record.marginLost)} USDT</td>
                <td className="number">{format(record.insuranceFundCover)} USDT</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {account?.liquidationsNext && (
        <button type="button" className="button button--quiet" disabled={account.liquidationsLoading} onClick={() => dispatch(liquidationsPageRequested())}>
          {t('trading.orders.more')}
        </button>
      )}
    </section>
  );
}
