import { useTranslation } from '../../i18n/useTranslation';
import type { Order } from '../../core/trading/contract/orders';
import { entryAwaited } from '../../core/trading/futures/pre-tpsl';

/** Under an open TP/SL placed with an entry order: which order it waits on, until that order fills. */
export function EntryWaitNote({ order }: { order: Order }) {
  const { t } = useTranslation();
  const entry = entryAwaited(order);
  if (entry === null) return null;
  return <span className="order-note">{t('futures.orders.waitingOnEntry', { orderId: entry })}</span>;
}

export const entryWaitNote = (order: Order) => <EntryWaitNote order={order} />;
