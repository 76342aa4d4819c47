// The futures available balance the order form shows, moved to the newest mark. The live figures (live-balance.ts,
// with the positions' maths) load after the first render, so the page's first render does not carry them: an
// anonymous visitor has no balance at all, and a trader sees the gateway's own figure until they are in, a moment
// later.
import { useEffect, useState } from 'react';
import { useAppSelector } from '../../../store/hooks';
import { selectFuturesBalance } from '../../../store/futures.selectors';
import type { RootState } from '../../../store/root-reducer';

type AvailableSelector = (state: RootState) => string | null;

const fromGateway: AvailableSelector = (state) => selectFuturesBalance(state)?.availableBalance ?? null;
/** The live selector once its module is in: later forms start with it. */
let live: AvailableSelector | undefined;

export function useLiveAvailable(): string | null {
  const [selector, setSelector] = useState<AvailableSelector>(() => live ?? fromGateway);
  useEffect(() => {
    if (live !== undefined) return;
    let mounted = true;
    void import('./live-balance').then(({ selectLiveAvailable }) => {
      live = selectLiveAvailable;
      if (mounted) setSelector(() => selectLiveAvailable);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return useAppSelector(selector);
}
