import { useTranslation } from '../../i18n/useTranslation';
import type { FuturesOrder } from '../../core/trading/contract/futures';
import type { Order } from '../../core/trading/contract/orders';
import { entryAwaited } from '../../core/trading/futures/pre-tpsl';
import { decimalsOf } from '../../core/trading/order-math';
import { useDecimal } from '../trading/useDecimal';

type Conditional = Partial<Pick<FuturesOrder, 'stopPrice' | 'triggerBy'>>;

/**
 * Under a futures open order's type: a conditional order's trigger (its price and the price it watches), since its
 * price column can only say "market", and a TP/SL placed with an entry order, which order it waits on until that
 * fills.
 */
export function FuturesOrderNote({ order }: { order: Order }) {
  const { t } = useTranslation();
  const format = useDecimal();
  const { stopPrice, triggerBy } = order as Order & Conditional;
  const entry = entryAwaited(order);
  return (
    <>
      {typeof stopPrice === 'string' && (
        <span className="order-note">
          {t('futuresAccount.orders.trigger', { price: format(stopPrice, decimalsOf(stopPrice)), by: t(triggerBy === 'MARK' ? 'futuresOrders.tpsl.mark' : 'futuresOrders.tpsl.last') })}
        </span>
      )}
      {entry !== null && <span className="order-note">{t('futuresAccount.orders.waitingOnEntry', { orderId: entry })}</span>}
    </>
  );
}

export const futuresOrderNote = (order: Order) => <FuturesOrderNote order={order} />;
