import { useAppSelector } from '../../../store/hooks';
import type { Placement } from '../../../store/trading-orders.slice';
import { selectOrders } from '../../../store/trading.selectors';

/**
 * Whether the order a placement's answer spoke of has become something else since (the market filled a resting
 * order, a cancel closed it): the answer, "resting in the book", would then say what the order no longer is, beside
 * the notice and the order tabs saying what it became. The orders the stream and the calls bring are all kept in
 * the history, newest state first by `updatedAt`.
 */
export function usePlacedOrderMoved(placement: Placement): boolean {
  return useAppSelector((state) => {
    if (placement.status !== 'answered') return false;
    const { orderId, status, updatedAt } = placement.order;
    const now = selectOrders(state)?.history.find((order) => order.orderId === orderId);
    return now !== undefined && now.updatedAt > updatedAt && now.status !== status;
  });
}
