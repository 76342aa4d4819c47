import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import '../../i18n/futures-account-english';
import '../../i18n/futures-orders-english';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { fundingPageRequested } from '../../../store/futures.actions';
import { selectFuturesAccount } from '../../../store/futures.selectors';
import { Fills, OpenOrders, OrderHistory, shownCharge, type PairScope } from '../trading/AccountPanels';
import { MoreButton } from '../trading/MoreButton';
import { useKeptFocus } from '../trading/useKeptFocus';
import { RecordsTable } from '../trading/RecordsTable';
import { QUOTE_DISPLAY_STEP } from '../../core/trading/order-math';
import { useAvailableText, useDateTime, useDecimal } from '../trading/useDecimal';
import type { FuturesAccountTab } from './account-tabs';
import { futuresOrderNote } from './FuturesOrderNote';
import { selectLiveBalance } from './live-balance';
import { Liquidations } from './Liquidations';
import { Positions } from './Positions';
import { TransferDialog } from './TransferDialog';
import { usePercent } from './usePercent';
import { USDT_DECIMALS } from './usdt';
import { BalanceFigure } from '../market/BalanceFigure';


function FundingPayments() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const account = useAppSelector(selectFuturesAccount);
  const kept = useKeptFocus<HTMLElement>();
  const format = useDecimal();
  const percent = usePercent();
  const dateTime = useDateTime();
  // The table's head, and on a phone each card's names above its figures.
  const heads = {
    time: t('trading.time'),
    symbol: t('futuresAccount.positions.symbol'),
    side: t('trading.form.side'),
    rate: t('futures.header.funding'),
    amount: t('futuresAccount.funding.amount'),
  };
  return (
    <section aria-label={t('futures.tabs.funding')} {...kept}>
      <RecordsTable
        columns={Object.values(heads)}
        cards
        records={account?.funding ?? []}
        empty={t('futuresAccount.funding.none')}
        row={(payment) => (
          <tr key={payment.id}>
            <td data-label={heads.time} className="date-time">{dateTime(payment.time)}</td>
            <td data-label={heads.symbol}>{payment.symbol}</td>
            <td data-label={heads.side}>{t(payment.side === 'LONG' ? 'futuresAccount.side.long' : 'futuresAccount.side.short')}</td>
            <td data-label={heads.rate} className="number">{percent(payment.fundingRate, 4)}</td>
            <td data-label={heads.amount} className={`number ${payment.amount.startsWith('-') ? 'down' : 'up'}`}>
              {format(shownCharge(payment.amount))} {payment.asset}
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
  // At the newest mark, as the positions are: the gateway sends the wallet only when it changes.
  const balance = useAppSelector(selectLiveBalance);
  const [transferring, setTransferring] = useState(false);
  const format = useDecimal();
  const availableText = useAvailableText();
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
            <dt>{t(`futuresAccount.balance.${key}`)}</dt>
            {/* To the cent; what is available rounded down, as the order form shows it, never more than there is. */}
            <dd className="number"><BalanceFigure>{key === 'available' ? availableText(value, QUOTE_DISPLAY_STEP) : format(value, USDT_DECIMALS)} USDT</BalanceFigure></dd>
          </div>
        ))}
      </dl>
      {/* The panels show to a session only (AccountTabsFrame), so the transfer is always there to offer. */}
      <button type="button" className="button button--quiet" aria-haspopup="dialog" onClick={() => setTransferring(true)}>
        {t('futuresAccount.transfer.open')}
      </button>
      {transferring && <TransferDialog onClose={() => setTransferring(false)} />}
    </section>
  );
}

/**
 * The futures account's panels, in their own chunk: they show to a logged-in trader only, so an anonymous visitor
 * never downloads them (FuturesAccountTabs.tsx loads them), the order tabs spot shares included (with the futures
 * note under an order).
 */
export default function FuturesAccountPanel({ tab, symbol }: { tab: FuturesAccountTab; symbol: string }) {
  const scope: PairScope = { symbol, market: 'futures' };
  switch (tab) {
    case 'positions':
      return <Positions symbol={symbol} />;
    case 'openOrders':
      return <OpenOrders scope={scope} note={futuresOrderNote} />;
    case 'orderHistory':
      return <OrderHistory scope={scope} />;
    case 'fills':
      return <Fills scope={scope} />;
    case 'funding':
      return <FundingPayments />;
    case 'liquidations':
      return <Liquidations />;
    default:
      return <FuturesBalancePanel />;
  }
}
