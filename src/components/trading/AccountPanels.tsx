import Big from 'big.js';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import '../../i18n/order-answers-english';
import '../../i18n/trading-account-english';
import type { Fill, Order } from '../../core/trading/contract/orders';
import type { SpotAccountTab } from './account-tabs';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectTradingPreferences } from '../../../store/preferences.slice';
import { fillsPageRequested, orderCancelAllRequested, orderCancelRequested, orderHistoryPageRequested, type MarketKind } from '../../../store/trading.actions';
import { selectBalanceMap, selectDecimalsOf, selectFills, selectOrders } from '../../../store/trading.selectors';
import { LazyConfirmDialog } from '../dialog/LazyConfirmDialog';
import { PairLink } from '../markets/PairLink';
import { HideOtherPairs } from './HideOtherPairs';
import { MoreButton } from './MoreButton';
import { refusalText } from './refusal-text';
import { RecordsTable } from './RecordsTable';
import { averagePrice } from '../../core/trading/order-math';
import { useDateTime, useDecimal } from './useDecimal';
import { useKeptFocus } from './useKeptFocus';
import { BalanceFigure } from '../market/BalanceFigure';

/** An average price's decimals for a symbol whose rules are not loaded yet. */
const AVERAGE_DECIMALS = 8;

/** What a market adds under an open order's type (the futures workspace: a TP/SL waiting on its entry). */
export type OrderNote = (order: Order) => ReactNode;

/** The workspace an order tab stands in: its pair, and the market whose calls and pages it uses. */
export interface PairScope {
  symbol: string;
  market: MarketKind;
}

/**
 * The decimals of a symbol's prices and amounts once the exchange info answered, so an order or a fill writes its
 * figures as the book and the trades do ("50,000.00", "0.00100"); until then, as the gateway wrote them.
 */
function useDecimalsOf(symbol: string): { price?: number; qty?: number } {
  const decimals = useAppSelector((state) => selectDecimalsOf(state, symbol));
  return decimals ? { price: decimals.price, qty: decimals.qty } : {};
}

/**
 * The records of every pair, or of the workspace's pair only when the trader hides the others (a preference kept
 * across visits and tabs). The calls read every pair, as the private channels bring them: the choice only filters.
 */
function useScoped<R extends { symbol: string }>(records: readonly R[], symbol: string): { hidden: boolean; shown: readonly R[] } {
  const hidden = useAppSelector(selectTradingPreferences).otherPairsHidden;
  return { hidden, shown: hidden ? records.filter((record) => record.symbol === symbol) : records };
}

/** An order's columns, as the table's head names them and a phone's card writes them above each figure. */
const ORDER_COLUMNS = {
  time: 'trading.time',
  pair: 'tradingAccount.orders.pair',
  side: 'trading.form.side',
  type: 'trading.form.orderType',
  price: 'trading.price',
  average: 'tradingAccount.averagePrice',
  amount: 'trading.amount',
  filled: 'tradingAccount.filled',
} as const;

function PairCell({ symbol, scope, label, id }: { symbol: string; scope: PairScope; label: string; id?: string }) {
  return (
    <td data-label={label} id={id}>
      <PairLink symbol={symbol} current={scope.symbol} market={scope.market} />
    </td>
  );
}

/** The ids an order's pair, side, price and amount cells take from `idBase`: what a button in its row acts on. */
const describing = (idBase: string) => ['pair', 'side', 'price', 'amount'].map((cell) => `${idBase}-${cell}`).join(' ');

/** An order's cells; with `idBase`, the cells that say which order it is carry ids (see `describing`). */
function OrderCells({ order, note, scope, idBase }: { order: Order; note?: OrderNote; scope: PairScope; idBase?: string }) {
  const idOf = (cell: string) => (idBase === undefined ? undefined : `${idBase}-${cell}`);
  const { t } = useTranslation();
  const format = useDecimal();
  const dateTime = useDateTime();
  const decimals = useDecimalsOf(order.symbol);
  // What a market order paid, or a limit order got: the price the trader asks after it filled.
  const average = averagePrice(order.filledQuote, order.filledQty, decimals.price ?? AVERAGE_DECIMALS);
  // A position's take-profit or stop-loss closes whatever the position holds when it fires: its qty is "0"
  // (contract/futures.ts), which read as an order for nothing, and beside what it filled once it fired.
  const wholePosition = (order as Order & { closePosition?: boolean }).closePosition === true;
  return (
    <>
      <td data-label={t(ORDER_COLUMNS.time)} className="date-time">{dateTime(order.createdAt)}</td>
      <PairCell symbol={order.symbol} scope={scope} label={t(ORDER_COLUMNS.pair)} id={idOf('pair')} />
      <td data-label={t(ORDER_COLUMNS.side)} className={order.side === 'buy' ? 'up' : 'down'} id={idOf('side')}>{t(`trading.form.${order.side}`)}</td>
      <td data-label={t(ORDER_COLUMNS.type)} className="order-type">
        {t(`trading.form.${order.type}`)}
        {/* GTC is what a limit order is unless told otherwise; the other rules are named. */}
        {order.type === 'limit' && order.timeInForce !== 'GTC' && ` · ${t(`trading.form.tif.${order.timeInForce}`)}`}
        {note?.(order)}
      </td>
      <td data-label={t(ORDER_COLUMNS.price)} className="number" id={idOf('price')}>{order.price === null ? t('trading.form.marketPrice') : format(order.price, decimals.price)}</td>
      <td data-label={t(ORDER_COLUMNS.average)} className="number">{average === null ? '—' : format(average, decimals.price)}</td>
      <td data-label={t(ORDER_COLUMNS.amount)} className={wholePosition ? undefined : 'number'} id={idOf('amount')}>
        {wholePosition ? t('tradingAccount.orders.wholePosition') : format(order.qty, decimals.qty)}
      </td>
      <td data-label={t(ORDER_COLUMNS.filled)} className="number">{format(order.filledQty, decimals.qty)}</td>
    </>
  );
}

function OrderHead({ extra }: { extra: string }) {
  const { t } = useTranslation();
  return (
    <thead>
      <tr>
        {Object.values(ORDER_COLUMNS).map((key) => (
          <th key={key} scope="col">
            {t(key)}
          </th>
        ))}
        <th scope="col">{extra}</th>
      </tr>
    </thead>
  );
}

export function OpenOrders({ scope, note }: { scope: PairScope; note?: OrderNote }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const orders = useAppSelector(selectOrders);
  const format = useDecimal();
  const { hidden, shown: open } = useScoped(orders?.open ?? [], scope.symbol);
  const [confirming, setConfirming] = useState(false);
  const id = useId();
  const kept = useKeptFocus<HTMLElement>();
  return (
    <section aria-label={t('trading.tabs.openOrders')} {...kept}>
      <div className="account-tab__tools">
        {/* Cancel all cancels what the list shows: this pair's orders while the others are hidden, else every pair's. */}
        <button type="button" className="button button--quiet" aria-haspopup="dialog" disabled={open.length === 0} onClick={() => setConfirming(true)}>
          {t('tradingAccount.orders.cancelAll')}
        </button>
        <HideOtherPairs />
      </div>
      {/* One click must not cancel a whole book of orders: the count and the pairs are confirmed first. */}
      {confirming && (
        <LazyConfirmDialog
          title={hidden ? t('tradingAccount.orders.cancelAllTitle', { symbol: scope.symbol }) : t('tradingAccount.orders.cancelAllPairsTitle')}
          confirmLabel={t('tradingAccount.orders.cancelAll')}
          cancelLabel={t('tradingAccount.orders.keep')}
          onConfirm={() => {
            setConfirming(false);
            dispatch(orderCancelAllRequested(hidden ? { symbol: scope.symbol } : {}));
          }}
          onCancel={() => setConfirming(false)}
        >
          <p>{t('tradingAccount.orders.cancelAllBody', { count: format(String(open.length)) })}</p>
        </LazyConfirmDialog>
      )}
      {orders?.cancelError && <p role="alert">{refusalText(t, orders.cancelError, 'cancel')}</p>}
      {open.length === 0 ? (
        <p>{t('tradingAccount.orders.none')}</p>
      ) : (
        <table className="trading-table trading-table--cards">
          <OrderHead extra={t('trading.orders.action')} />
          <tbody>
            {open.map((order) => (
              <tr key={order.orderId}>
                <OrderCells order={order} note={note} scope={scope} idBase={`${id}-${order.orderId}`} />
                <td className="trading-table__wide">
                  {/* Named "Cancel" as every row's is; described by its order, so a screen reader says which. While the
                      cancel goes it is aria-disabled, not disabled, which would drop the focus to the page. */}
                  <button
                    type="button"
                    className="button button--quiet"
                    aria-describedby={describing(`${id}-${order.orderId}`)}
                    aria-disabled={orders?.cancelling.includes(order.orderId) || undefined}
                    onClick={() => {
                      if (!orders?.cancelling.includes(order.orderId)) dispatch(orderCancelRequested({ symbol: order.symbol, orderId: order.orderId }));
                    }}
                  >
                    {t('tradingAccount.orders.cancel')}
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

export function OrderHistory({ scope }: { scope: PairScope }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const orders = useAppSelector(selectOrders);
  const { shown } = useScoped(orders?.history ?? [], scope.symbol);
  const kept = useKeptFocus<HTMLElement>();
  return (
    <section aria-label={t('trading.tabs.orderHistory')} {...kept}>
      <div className="account-tab__tools">
        <HideOtherPairs />
      </div>
      {/* Said only once there is nothing more to load: an empty first page of this pair may have older ones. */}
      {shown.length === 0 && !orders?.historyNext ? (
        <p>{t('tradingAccount.history.none')}</p>
      ) : (
        <table className="trading-table trading-table--cards">
          <OrderHead extra={t('tradingAccount.orders.status')} />
          <tbody>
            {shown.map((order) => (
              <tr key={order.orderId}>
                <OrderCells order={order} scope={scope} />
                <td data-label={t('tradingAccount.orders.status')}>{t(`tradingAccount.status.${order.status}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {orders?.historyNext && <MoreButton loading={orders.historyLoading} onMore={() => dispatch(orderHistoryPageRequested())} />}
    </section>
  );
}

// A fee or a funding payment is charged to the atom (a futures taker's 0.05% of 95,682.04 x 0.00222 is
// 0.1062070644 USDT); it is shown to 8 decimals, rounded half up, as exchanges write fees, since its tenth decimal
// tells a trader nothing.
const CHARGE_DECIMALS = 8;

/** A fee or funding payment as shown: to CHARGE_DECIMALS, rounded half up (away from zero), sign kept. */
export function shownCharge(amount: string): string {
  return new Big(amount).round(CHARGE_DECIMALS, Big.roundHalfUp).toFixed();
}

function FillRow({ fill, scope }: { fill: Fill; scope: PairScope }) {
  const { t } = useTranslation();
  const format = useDecimal();
  const dateTime = useDateTime();
  const decimals = useDecimalsOf(fill.symbol);
  return (
    <tr>
      <td data-label={t(ORDER_COLUMNS.time)} className="date-time">{dateTime(fill.time)}</td>
      <PairCell symbol={fill.symbol} scope={scope} label={t(ORDER_COLUMNS.pair)} />
      <td data-label={t(ORDER_COLUMNS.side)} className={fill.side === 'buy' ? 'up' : 'down'}>{t(`trading.form.${fill.side}`)}</td>
      <td data-label={t(ORDER_COLUMNS.price)} className="number">{format(fill.price, decimals.price)}</td>
      <td data-label={t(ORDER_COLUMNS.amount)} className="number">{format(fill.qty, decimals.qty)}</td>
      <td data-label={t('tradingAccount.fee')} className="number">
        {format(shownCharge(fill.fee))} {fill.feeAsset}
      </td>
    </tr>
  );
}

export function Fills({ scope }: { scope: PairScope }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const fills = useAppSelector(selectFills);
  const { shown } = useScoped(fills?.fills ?? [], scope.symbol);
  const kept = useKeptFocus<HTMLElement>();
  return (
    <section aria-label={t('trading.tabs.fills')} {...kept}>
      <div className="account-tab__tools">
        <HideOtherPairs />
      </div>
      <RecordsTable
        columns={[t(ORDER_COLUMNS.time), t(ORDER_COLUMNS.pair), t(ORDER_COLUMNS.side), t(ORDER_COLUMNS.price), t(ORDER_COLUMNS.amount), t('tradingAccount.fee')]}
        cards
        records={shown}
        empty={fills?.next ? undefined : t('tradingAccount.fills.none')}
        row={(fill) => <FillRow key={fill.fillId} fill={fill} scope={scope} />}
      />
      {fills?.next && <MoreButton loading={fills.loading} onMore={() => dispatch(fillsPageRequested())} />}
    </section>
  );
}

function Balances() {
  const { t } = useTranslation();
  const balances = useAppSelector(selectBalanceMap);
  const format = useDecimal();
  const heads = { total: t('trading.total'), available: t('trading.form.available'), frozen: t('tradingAccount.frozen') };
  return (
    <section aria-label={t('trading.tabs.balances')}>
      <RecordsTable
        columns={[t('tradingAccount.asset'), heads.total, heads.available, heads.frozen]}
        cards
        records={Object.values(balances)}
        empty={t('tradingAccount.balances.none')}
        row={(balance) => (
          <tr key={balance.asset}>
            <th scope="row">{balance.asset}</th>
            {/* What the account holds of the coin, free or held by open orders, added exactly. */}
            <td data-label={heads.total} className="number"><BalanceFigure>{format(new Big(balance.available).plus(balance.frozen).toString())}</BalanceFigure></td>
            <td data-label={heads.available} className="number"><BalanceFigure>{format(balance.available)}</BalanceFigure></td>
            <td data-label={heads.frozen} className="number"><BalanceFigure>{format(balance.frozen)}</BalanceFigure></td>
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
  const scope: PairScope = { symbol, market: 'spot' };
  switch (tab) {
    case 'openOrders':
      return <OpenOrders scope={scope} />;
    case 'orderHistory':
      return <OrderHistory scope={scope} />;
    case 'fills':
      return <Fills scope={scope} />;
    default:
      return <Balances />;
  }
}
