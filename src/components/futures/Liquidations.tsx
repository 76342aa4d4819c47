import { useTranslation } from '../../i18n/useTranslation';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { liquidationsPageRequested } from '../../../store/futures.actions';
import { selectFuturesAccount } from '../../../store/futures.selectors';
import { MoreButton } from '../trading/MoreButton';
import { RecordsTable } from '../trading/RecordsTable';
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
  return (
    <section aria-label={t('futures.tabs.liquidations')}>
      <RecordsTable
        columns={[
          t('trading.time'),
          t('futuresAccount.positions.symbol'),
          t('trading.form.side'),
          t('futuresAccount.positions.size'),
          t('futures.liquidations.markPrice'),
          t('futures.liquidations.fillPrice'),
          t('futures.liquidations.loss'),
          t('futures.liquidations.insurance'),
        ]}
        records={account?.liquidations ?? []}
        empty={t('futures.liquidations.none')}
        row={(record) => (
          <tr key={record.id}>
            <td className="number">{dateTime(record.time)}</td>
            <td>
              {record.symbol}{' '}
              <span className="futures-positions__mode">{t(record.marginMode === 'CROSS' ? 'futures.filter.cross' : 'futures.filter.isolated')}</span>
            </td>
            <td className={record.side === 'LONG' ? 'up' : 'down'}>{t(record.side === 'LONG' ? 'futuresAccount.side.long' : 'futuresAccount.side.short')}</td>
            <td className="number">{format(record.size)}</td>
            <td className="number">{format(record.markPrice)}</td>
            <td className="number">{format(record.price)}</td>
            <td className="number down">{format(record.marginLost)} USDT</td>
            <td className="number">{format(record.insuranceFundCover)} USDT</td>
          </tr>
        )}
      />
      {account?.liquidationsNext && <MoreButton loading={account.liquidationsLoading} onMore={() => dispatch(liquidationsPageRequested())} />}
    </section>
  );
}
