// What the tracker adds to the app: the browser tracker, the web-vitals glue and its machine.
export { createBrowserTracker } from '../../src/tracking/browser';
export { createVitalsRecorder } from '../../src/tracking/web-vitals';
export { provideTracker } from '../../machines/tracker.machine';
