import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { fundingPageRequested } from '../../../store/futures.actions';
import { selectFuturesAccount, selectFuturesBalance } from '../../../store/futures.selectors';
import { selectIsLoggedIn } from '../../../store/user.slice';
import { Fills, OpenOrders, OrderHistory } from '../trading/AccountTabs';
import { entryWaitNote } from './EntryWaitNote';
import { AccountTabsFrame } from '../trading/AccountTabsFrame';
import { MoreButton } from '../trading/MoreButton';
import { RecordsTable } from '../trading/RecordsTable';
import { useDateTime, useDecimal } from '../trading/useDecimal';
import { Liquidations } from './Liquidations';
import { Positions } from './Positions';
import { TransferDialog } from './TransferDialog';
import { usePercent } from './usePercent';

const TABS = ['positions', 'openOrders', 'orderHistory', 'fills', 'funding', 'liquidations', 'balance'] as const;

function FundingPayments() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const account = useAppSelector(selectFuturesAccount);
  const format = useDecimal();
  const percent = usePercent();
  const dateTime = useDateTime();
  return (
    <section aria-label={t('futures.tabs.funding')}>
      <RecordsTable
        columns={[t('trading.time'), t('futures.positions.symbol'), t('trading.form.side'), t('futures.header.funding'), t('futures.funding.amount')]}
        records={account?.funding ?? []}
        empty={t('futures.funding.none')}
        row={(payment) => (
          <tr key={payment.id}>
            <td className="number">{dateTime(payment.time)}</td>
            <td>{payment.symbol}</td>
            <td>{t(payment.side === 'LONG' ? 'futures.side.long' : 'futures.side.short')}</td>
            <td className="number">{percent(payment.fundingRate, 4)}</td>
            <td className={`number ${payment.amount.startsWith('-') ? 'down' : 'up'}`}>
              {format(payment.amount)} {payment.asset}
            </td>
          </tr>
        )}
      />
      {account?.fundingNext && <MoreButton loading={account.fundingLoading} onMore={() => dispatch(fundingPageRequested())} />}
    </section>
  );
}

function FuturesBalancePanel() {
  const { t } = useTranslation();
  const balance = useAppSelector(selectFuturesBalance);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [transferring, setTransferring] = useState(false);
  const format = useDecimal();
  const rows = balance
    ? ([
        ['wallet', balance.walletBalance],
        ['available', balance.availableBalance],
        ['margin', balance.positionMargin],
        ['orderMargin', balance.orderMargin],
        ['pnl', balance.unrealizedPnl],
        ['marginBalance', balance.marginBalance],
      ] as const)
    : [];
  return (
    <section aria-label={t('futures.tabs.balance')}>
      <dl className="futures-balance">
        {rows.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`futures.balance.${key}`)}</dt>
            <dd className="number">{format(value)} USDT</dd>
          </div>
        ))}
      </dl>
      {loggedIn && (
        <button type="button" className="button button--quiet" aria-haspopup="dialog" onClick={() => setTransferring(true)}>
          {t('futures.transfer.open')}
        </button>
      )}
      {transferring && <TransferDialog onClose={() => setTransferring(false)} />}
    </section>
  );
}

/** Positions, open orders, order history, fills, funding payments, liquidations and the futures wallet. */
export function FuturesAccountTabs({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  return (
    <AccountTabsFrame tabs={TABS} nameOf={(tab) => t(`futures.tabs.${tab}`)}>
      {(tab) =>
        tab === 'positions' ? (
          <Positions />
        ) : tab === 'openOrders' ? (
          <OpenOrders symbol={symbol} note={entryWaitNote} />
        ) : tab === 'orderHistory' ? (
          <OrderHistory />
        ) : tab === 'fills' ? (
          <Fills />
        ) : tab === 'funding' ? (
          <FundingPayments />
        ) : tab === 'liquidations' ? (
          <Liquidations />
        ) : (
          <FuturesBalancePanel />
        )
      }
    </AccountTabsFrame>
  );
}
