import { lazy, Suspense, type ComponentProps } from 'react';
import type { UnknownMarket as UnknownMarketPage } from './UnknownMarket';

const UnknownMarket = lazy(() => import('./UnknownMarket').then((module) => ({ default: module.UnknownMarket })));

/** UnknownMarket, loaded when a market's path turns out to be no market: a visit to a listed one never downloads it. */
export function LazyUnknownMarket(props: ComponentProps<typeof UnknownMarketPage>) {
  return (
    <Suspense fallback={null}>
      <UnknownMarket {...props} />
    </Suspense>
  );
}
