// The futures wallet as the balance tab and the order form show it, moved to the newest mark with the positions
// (live-position.ts): the gateway sends the wallet when it changes, not with each mark, so its unrealized PnL, margin
// balance, available balance and cross margin ratio are worked out again from the live positions by the gateway's
// formulas (server/futures/futures-account.ts accountFigures and balanceView; docs/futures.md). Exact with big.js.
import { createSelector } from '@reduxjs/toolkit';
import Big from 'big.js';
import type { FuturesBalance } from '../../core/trading/contract/futures';
import { marginRatio } from '../../core/trading/futures/position-math';
import { selectFuturesBalance, selectFuturesRules, selectMark, selectPositionMap } from '../../../store/futures.selectors';
import type { RootState } from '../../../store/root-reducer';
import { livePosition, type LivePosition } from './live-position';

function sum(positions: readonly LivePosition[], figure: (position: LivePosition) => string): Big {
  return positions.reduce((total, position) => total.plus(figure(position)), new Big(0));
}

/**
 * The wallet at the positions' marks. What no mark moves stays as the gateway said: the wallet, the margin the
 * positions hold (their initial margin at the entry price, or their isolated margin), the open orders' margin, and
 * without a position all of it.
 */
export function liveBalance(balance: FuturesBalance, positions: readonly LivePosition[]): FuturesBalance {
  if (positions.length === 0) return balance;
  const cross = positions.filter((position) => position.marginMode === 'CROSS');
  const isolated = positions.filter((position) => position.marginMode === 'ISOLATED');
  const wallet = new Big(balance.walletBalance);
  const unrealized = sum(positions, (position) => position.unrealizedPnl);
  const crossPnl = sum(cross, (position) => position.unrealizedPnl);
  const crossMaintenance = sum(cross, (position) => position.maintenanceMargin);
  // Unrealized profit is not spent before it is realized; an unrealized loss reduces what is available.
  const available = wallet.minus(balance.positionMargin).minus(balance.orderMargin).plus(crossPnl.lt(0) ? crossPnl : 0);
  // The cross margin balance: the wallet less what the isolated positions hold, with the cross positions' PnL.
  const crossBalance = wallet.minus(sum(isolated, (position) => position.isolatedMargin)).plus(crossPnl);
  return {
    ...balance,
    availableBalance: (available.gt(0) ? available : new Big(0)).toFixed(),
    unrealizedPnl: unrealized.toFixed(),
    marginBalance: wallet.plus(unrealized).toFixed(),
    maintenanceMargin: crossMaintenance.toFixed(),
    marginRatio: marginRatio(crossMaintenance, crossBalance).toFixed(4, Big.roundUp),
  };
}

/** The futures wallet at the newest mark, or null until the gateway sent one. */
export const selectLiveBalance = createSelector(
  [selectFuturesBalance, selectPositionMap, selectMark, selectFuturesRules],
  (balance, positions, mark, rules) =>
    balance &&
    liveBalance(
      balance,
      Object.values(positions).map((position) => livePosition(position, mark, rules?.symbol === position.symbol ? rules.riskTiers : null)),
    ),
);

/**
 * The cross account's margin ratio at the newest mark, which every cross position shows, or null until the gateway
 * sent the wallet. Worked from the store alone: the wallet, every position's isolated margin, and the cross
 * positions' PnL and maintenance (a perpetual other than the workspace's at its own last frame, its mark not held).
 */
export const selectLiveCrossRatio = (state: RootState): string | null => selectLiveBalance(state)?.marginRatio ?? null;

/** What an order or a transfer may use now: a text, so a form renders again only when it changes. */
export const selectLiveAvailable = (state: RootState): string | null => selectLiveBalance(state)?.availableBalance ?? null;
