import { useEffect } from 'react';
import { localStore, STORAGE_KEYS } from '../../core/storage';
import { intervalFromSaved } from '../../core/trading/kline-interval';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectSimulationActive } from '../../../store/simulation.slice';
import { streamStarted, streamStopped, type MarketKind } from '../../../store/trading.actions';
import { selectUser, selectUserStatus } from '../../../store/user.slice';

/**
 * Runs the market stream of `symbol` while the page shows it. The stream restarts whenever the session's account
 * changes (a login, a logout, a move to a sub-account and back) and when paper trading starts or ends without a
 * reload, so the private channels, the account's orders and balances, and the book (real and paper markets are
 * apart) always belong to what the header shows. `enabled` false ends it (a symbol found unlisted). `market` picks
 * the spot pair or its perpetual.
 */
export function useMarketStream(symbol: string, enabled = true, market: MarketKind = 'spot'): void {
  const dispatch = useAppDispatch();
  const account = useAppSelector((state) => selectUser(state)?.userId ?? '');
  const paper = useAppSelector(selectSimulationActive);
  // A browser with a session (the tabs' login flag) waits for the user-info call before its first start: started
  // anonymous, the stream would restart for the account a moment later, its socket and first reads made twice.
  const asking = useAppSelector(selectUserStatus);
  const waiting = (asking === 'idle' || asking === 'loading') && localStore.read<boolean>(STORAGE_KEYS.login, false) === true;
  useEffect(() => {
    if (!enabled || waiting) return undefined;
    dispatch(streamStarted({ symbol, market, interval: intervalFromSaved(localStore.read(STORAGE_KEYS.klineInterval, 1)) }));
    return () => void dispatch(streamStopped());
  }, [dispatch, symbol, market, account, paper, enabled, waiting]);
}
