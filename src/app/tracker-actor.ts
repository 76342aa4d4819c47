// The tracker actor with the real page behind it: the browser tracker, web-vitals and the inspector. Loaded by
// tracking-port.ts after the first paint, as its own chunk.
import { createActor } from 'xstate';
import { provideTracker, type TrackerActor } from '../../machines/tracker.machine';
import { resolveApiPath } from '../api/api-path';
import { DEV_BUILD, env } from '../config/env';
import { languageTypeOf } from '../core/locales';
import { createBrowserTracker } from '../tracking/browser';
import { createVitalsRecorder } from '../tracking/web-vitals';

/** What every event reads at the moment it is made. */
export interface TrackingSession {
  locale: () => string;
  /** The logged-in user's id; empty for visitors. */
  uid: () => string;
}

export async function startTrackerActor(session: TrackingSession): Promise<TrackerActor> {
  const tracker = createBrowserTracker({
    // Same path rules and languageType query as every other call (SPEC 7).
    buildUrl: (path) => `${resolveApiPath(path)}?languageType=${languageTypeOf(session.locale())}`,
    locale: session.locale,
    uid: session.uid,
    logEnv: env.logEnv,
    version: env.version,
  });
  const vitals = createVitalsRecorder();
  void vitals.start();
  const inspect = DEV_BUILD ? await (await import('../devtools/inspector')).createInspector() : undefined;
  const actor = createActor(provideTracker(tracker, vitals), { input: {}, ...(inspect ? { inspect } : {}) });
  actor.start();
  return actor;
}
