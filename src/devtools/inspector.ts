// The XState inspector, in development builds only: its importers load this module behind `DEV_BUILD`, a constant
// the bundler folds, so no production script imports it, and its dynamic import keeps @statelyai/inspect out of
// every other chunk. Jest maps this module to a stub.
import type { InspectionEvent, Observer } from 'xstate';
import { env } from '../config/env';

export async function createInspector(): Promise<Observer<InspectionEvent> | undefined> {
  if (!env.dev) return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  // The inspector opens its own window only when asked, so a normal dev session is undisturbed.
  const inspector = createBrowserInspector({ autoStart: new URLSearchParams(window.location.search).has('inspect') });
  return inspector.inspect;
}
