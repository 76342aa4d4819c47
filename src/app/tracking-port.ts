// The tracker's side of the page: it loads after the first paint (DESIGN budgets: it never weighs on the first
// JavaScript), and hears the tab being hidden and shown.
import type { TrackingPort } from '../../sagas/ports';
import type { TrackingSession } from './tracker-actor';

/** Resolves once the page has painted and the browser has a quiet moment (or after 2 s at most). */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () =>
      typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: 2_000 }) : setTimeout(resolve, 0);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

export function createTrackingPort(session: TrackingSession): TrackingPort {
  return {
    async load() {
      await afterFirstPaint();
      const { startTrackerActor } = await import('./tracker-actor');
      return startTrackerActor(session);
    },
    subscribeVisibility(listener) {
      const onVisibility = () => listener(document.visibilityState === 'hidden' ? 'hidden' : 'shown');
      const onHide = () => listener('unloading');
      const onShow = (event: PageTransitionEvent) => {
        if (event.persisted && document.visibilityState === 'visible') listener('shown');
      };
      document.addEventListener('visibilitychange', onVisibility);
      window.addEventListener('pagehide', onHide);
      window.addEventListener('pageshow', onShow);
      return () => {
        document.removeEventListener('visibilitychange', onVisibility);
        window.removeEventListener('pagehide', onHide);
        window.removeEventListener('pageshow', onShow);
      };
    },
  };
}
