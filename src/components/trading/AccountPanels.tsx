import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { Order } from '../../core/trading/contract/orders';
import type { SpotAccountTab } from './account-tabs';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { fillsPageRequested, orderCancelAllRequested, orderCancelRequested, orderHistoryPageRequested } from '../../../store/trading.actions';
import { selectBalanceMap, selectFills, selectOrders, selectSymbolRules } from '../../../store/trading.selectors';
import { LazyConfirmDialog } from '../dialog/LazyConfirmDialog';
import { MoreButton } from './MoreButton';
import { refusalText } from './refusal-text';
import { RecordsTable } from './RecordsTable';
import { averagePrice } from '../../core/trading/order-math';
import { useDateTime, useDecimal } from './useDecimal';

/** An average price's decimals for a symbol whose rules are not the ones loaded. */
const AVERAGE_DECIMALS = 8;

/** What a market adds under an open order's type (the futures workspace: a TP/SL waiting on its entry). */
export type OrderNote = (order: Order) => ReactNode;

/**
 * The decimals of a symbol's prices and amounts while its rules are the ones loaded (the workspace's symbol), so an
 * order or a fill writes its figures as the book and the trades do ("50,000.00", "0.00100"); any other, as it is.
 */
function useDecimalsOf(): (symbol: string) => { price?: number; qty?: number } {
  const rules = useAppSelector(selectSymbolRules);
  return (symbol) => (rules?.symbol === symbol ? { price: rules.priceDecimals, qty: rules.qtyDecimals } : {});
}

function OrderCells({ order, note }: { order: Order; note?: OrderNote }) {
  const { t } = useTranslation();
  const format = useDecimal();
  const dateTime = useDateTime();
  const decimals = useDecimalsOf()(order.symbol);
  // What a market order paid, or a limit order got: the price the trader asks after it filled.
  const average = averagePrice(order.filledQuote, order.filledQty, decimals.price ?? AVERAGE_DECIMALS);
  return (
    <>
      <td className="number">{dateTime(order.createdAt)}</td>
      <td className={order.side === 'buy' ? 'up' : 'down'}>{t(`trading.form.${order.side}`)}</td>
      <td>
        {t(`trading.form.${order.type}`)}
        {note?.(order)}
      </td>
      <td className="number">{order.price === null ? t('trading.form.marketPrice') : format(order.price, decimals.price)}</td>
      <td className="number">{average === null ? '—' : format(average, decimals.price)}</td>
      <td className="number">{format(order.qty, decimals.qty)}</td>
      <td className="number">{format(order.filledQty, decimals.qty)}</td>
    </>
  );
}

function OrderHead({ extra }: { extra: string }) {
  const { t } = useTranslation();
  return (
    <thead>
      <tr>
        <th scope="col">{t('trading.time')}</th>
        <th scope="col">{t('trading.form.side')}</th>
        <th scope="col">{t('trading.form.orderType')}</th>
        <th scope="col">{t('trading.price')}</th>
        <th scope="col">{t('trading.averagePrice')}</th>
        <th scope="col">{t('trading.amount')}</th>
        <th scope="col">{t('trading.filled')}</th>
        <th scope="col">{extra}</th>
      </tr>
    </thead>
  );
}

export function OpenOrders({ symbol, note }: { symbol: string; note?: OrderNote }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const orders = useAppSelector(selectOrders);
  const format = useDecimal();
  const open = orders?.open ?? [];
  const [confirming, setConfirming] = useState(false);
  return (
    <section aria-label={t('trading.tabs.openOrders')}>
      <button type="button" className="button button--quiet" aria-haspopup="dialog" disabled={open.length === 0} onClick={() => setConfirming(true)}>
        {t('trading.orders.cancelAll')}
      </button>
      {/* One click must not cancel a whole book of orders: the count and the symbol are confirmed first. */}
      {confirming && (
        <LazyConfirmDialog
          title={t('trading.orders.cancelAllTitle', { symbol })}
          confirmLabel={t('trading.orders.cancelAll')}
          cancelLabel={t('trading.orders.keep')}
          onConfirm={() => {
            setConfirming(false);
            dispatch(orderCancelAllRequested({ symbol }));
          }}
          onCancel={() => setConfirming(false)}
        >
          <p>{t('trading.orders.cancelAllBody', { count: format(String(open.length)) })}</p>
        </LazyConfirmDialog>
      )}
      {orders?.cancelError && <p role="alert">{refusalText(t, orders.cancelError, 'cancel')}</p>}
      {open.length === 0 ? (
        <p>{t('trading.orders.none')}</p>
      ) : (
        <table className="trading-table">
          <OrderHead extra={t('trading.orders.action')} />
          <tbody>
            {open.map((order) => (
              <tr key={order.orderId}>
                <OrderCells order={order} note={note} />
                <td>
                  <button
                    type="button"
                    className="button button--quiet"
                    disabled={orders?.cancelling.includes(order.orderId)}
                    onClick={() => dispatch(orderCancelRequested({ symbol: order.symbol, orderId: order.orderId }))}
                  >
                    {t('trading.orders.cancel')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function OrderHistory() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const orders = useAppSelector(selectOrders);
  return (
    <section aria-label={t('trading.tabs.orderHistory')}>
      <table className="trading-table">
        <OrderHead extra={t('trading.orders.status')} />
        <tbody>
          {(orders?.history ?? []).map((order) => (
            <tr key={order.orderId}>
              <OrderCells order={order} />
              <td>{t(`trading.status.${order.status}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {orders?.historyNext && <MoreButton loading={orders.historyLoading} onMore={() => dispatch(orderHistoryPageRequested())} />}
    </section>
  );
}

export function Fills() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const fills = useAppSelector(selectFills);
  const format = useDecimal();
  const dateTime = useDateTime();
  const decimalsOf = useDecimalsOf();
  return (
    <section aria-label={t('trading.tabs.fills')}>
      <RecordsTable
        columns={[t('trading.time'), t('trading.form.side'), t('trading.price'), t('trading.amount'), t('trading.fee')]}
        records={fills?.fills ?? []}
        row={(fill) => (
          <tr key={fill.fillId}>
            <td className="number">{dateTime(fill.time)}</td>
            <td className={fill.side === 'buy' ? 'up' : 'down'}>{t(`trading.form.${fill.side}`)}</td>
            <td className="number">{format(fill.price, decimalsOf(fill.symbol).price)}</td>
            <td className="number">{format(fill.qty, decimalsOf(fill.symbol).qty)}</td>
            <td className="number">
              {format(fill.fee)} {fill.feeAsset}
            </td>
          </tr>
        )}
      />
      {fills?.next && <MoreButton loading={fills.loading} onMore={() => dispatch(fillsPageRequested())} />}
    </section>
  );
}

function Balances() {
  const { t } = useTranslation();
  const balances = useAppSelector(selectBalanceMap);
  const format = useDecimal();
  return (
    <section aria-label={t('trading.tabs.balances')}>
      <RecordsTable
        columns={[t('trading.asset'), t('trading.form.available'), t('trading.frozen')]}
        records={Object.values(balances)}
        row={(balance) => (
          <tr key={balance.asset}>
            <th scope="row">{balance.asset}</th>
            <td className="number">{format(balance.available)}</td>
            <td className="number">{format(balance.frozen)}</td>
          </tr>
        )}
      />
    </section>
  );
}

/**
 * Spot's account panels, in their own chunk: they show to a logged-in trader only, so an anonymous visitor never
 * downloads them (AccountTabs.tsx loads them). The futures workspace shows the order panels too.
 */
export default function SpotAccountPanel({ tab, symbol }: { tab: SpotAccountTab; symbol: string }) {
  switch (tab) {
    case 'openOrders':
      return <OpenOrders symbol={symbol} />;
    case 'orderHistory':
      return <OrderHistory />;
    case 'fills':
      return <Fills />;
    default:
      return <Balances />;
  }
}
