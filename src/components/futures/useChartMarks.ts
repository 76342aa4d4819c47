import { useMemo } from 'react';
import { useAppSelector } from '../../../store/hooks';
import { selectTradingPreferences } from '../../../store/preferences.slice';
import { selectFills, selectKlines, selectOrders } from '../../../store/trading.selectors';
import type { ChartMarks } from '../trading/chart-view';

/**
 * The user's open orders and fills of `symbol` as chart marks, each kind shown only while its kline mark
 * preference is on. A fill is marked on the candle it happened in (the last one opening at or before it).
 */
export function useChartMarks(symbol: string): ChartMarks {
  const { klineMarks } = useAppSelector(selectTradingPreferences);
  // Each field on its own: the slices around them change with every stream frame (the newest candle, a placement).
  const orders = useAppSelector((state) => selectOrders(state)?.open);
  const fills = useAppSelector((state) => selectFills(state)?.fills);
  const history = useAppSelector((state) => selectKlines(state)?.history);
  return useMemo(() => {
    const bars = history ?? [];
    const barOf = (time: number) => {
      for (let i = bars.length - 1; i >= 0; i--) if ((bars[i]?.openTime ?? Infinity) <= time) return bars[i]?.openTime ?? null;
      return null;
    };
    return {
      orders: klineMarks.orders
        ? (orders ?? []).filter((order) => order.symbol === symbol && order.price !== null).map((order) => ({ id: order.orderId, side: order.side, price: order.price as string }))
        : [],
      fills: klineMarks.fills
        ? (fills ?? []).flatMap((fill) => {
            const barTime = fill.symbol === symbol ? barOf(fill.time) : null;
            return barTime === null ? [] : [{ id: fill.fillId, side: fill.side, barTime }];
          })
        : [],
    };
  }, [klineMarks.orders, klineMarks.fills, orders, fills, history, symbol]);
}
