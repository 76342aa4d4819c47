// The positions read by REST, set against what the tab learned while the read was on its way: the private channels
// run beside it (a take-profit that fires, a liquidation, the trader's own order), so the list read can be older
// than the tab's own. The same rule as the open orders' (../open-orders.ts), for one position a symbol.
import type { Position } from '../contract/futures';

/**
 * The positions to hold after a read. `before`: each symbol's position held when the read was asked for, by its
 * `updatedAt`; `now`: those held when the answer comes.
 *
 * - A position read that the tab holds in a newer state is taken in that state.
 * - A position read that the tab held before and no longer holds was closed by the stream while the read was out:
 *   a read that still shows it is older than the close (were it a new position opened after the close, the
 *   stream's next frame brings it; a closed position shown open would have no frame to clear it).
 * - A position the read lacks stays only if the stream opened or changed it while the read was out.
 */
export function positionsAfterRead(read: readonly Position[], before: ReadonlyMap<string, number>, now: Readonly<Record<string, Position>>): Position[] {
  const kept: Position[] = [];
  const readSymbols = new Set<string>();
  for (const position of read) {
    readSymbols.add(position.symbol);
    const held = now[position.symbol];
    if (held) kept.push(held.updatedAt > position.updatedAt ? held : position);
    else if (!before.has(position.symbol)) kept.push(position);
  }
  for (const held of Object.values(now)) {
    if (readSymbols.has(held.symbol)) continue;
    const was = before.get(held.symbol);
    if (was === undefined || held.updatedAt > was) kept.push(held);
  }
  return kept;
}
