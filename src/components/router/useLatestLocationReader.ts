import { useCallback, useContext } from 'react';
import { UNSAFE_DataRouterContext, UNSAFE_NavigationContext, useLocation, type Location } from 'react-router';

/** A declarative router's navigator is its history (BrowserRouter, MemoryRouter), which holds the newest location. */
function historyLocation(navigator: object): Location | undefined {
  return 'location' in navigator ? (navigator as { location: Location }).location : undefined;
}

/** The path as `useLocation()` gives it: the history's path without the router's basename ("/" when there is none). */
function underBasename(location: Location, basename: string): Location {
  const base = basename.replace(/\/$/, '');
  return base === '' ? location : { ...location, pathname: location.pathname.slice(base.length) || '/' };
}

/**
 * Reads, when the user acts, the location the router is going to, not the one React has committed. A navigation
 * renders in a transition (react-router wraps its updates in `startTransition`), so while the next page's chunk
 * loads the mounted UI still reads the page being left from `useLocation()`; a URL built from it (the language
 * picker's) would take the user back there. The router's own record knows the newest location: the history of a
 * declarative router (the app's BrowserRouter, which is also what `window.location` says), or the state of a data
 * router (the tests' memory router), whose pending navigation, if any, is the newest. A router that keeps neither
 * leaves the committed location, the best there is. No public hook of react-router says the newest location; its
 * `UNSAFE_` contexts do, in both of its builds (build-plugins/production-router.ts bundles the production one), and
 * the reader's tests (BrowserRouter, MemoryRouter, a data router) would catch an upgrade that moved them.
 */
export function useLatestLocationReader(): () => Location {
  const committed = useLocation();
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const { navigator, basename } = useContext(UNSAFE_NavigationContext);
  return useCallback(() => {
    const state = dataRouter?.router.state;
    const latest = state ? (state.navigation.location ?? state.location) : historyLocation(navigator);
    return latest ? underBasename(latest, basename) : committed;
  }, [committed, dataRouter, navigator, basename]);
}
