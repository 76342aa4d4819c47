// Glue between web-vitals and the performance event b8972 (SPEC 9). web-vitals loads lazily, after the first
// paint, so it never weighs on the budget of the page's first JavaScript.
import { WEB_VITALS_THRESHOLDS } from '../config/constants';
import type { EventExt } from './event';

type MetricName = keyof typeof WEB_VITALS_THRESHOLDS;

interface Metric {
  name: string;
  value: number;
}

type Subscribe = (report: (metric: Metric) => void) => void;

export interface WebVitalsModule {
  onCLS: Subscribe;
  onFCP: Subscribe;
  onINP: Subscribe;
  onLCP: Subscribe;
  onTTFB: Subscribe;
}

export interface VitalsRecorder {
  /** Loads web-vitals and starts listening; a failed load leaves the metrics empty. */
  start(): Promise<void>;
  /**
   * The latest values with their SPEC 9 rating, e.g. `{ LCP: 1840, LCP_rating: 'good' }`. web-vitals reports its
   * final values from its own visibilitychange listener, which may run after the tracker's, so the values are read
   * a task later.
   */
  collect(): Promise<EventExt>;
  /** The values reported so far, for a page that is being unloaded and has no later task to wait for. */
  current(): EventExt;
}

/** good, needs-improvement or poor against SPEC 9's [good, poor] limits. */
export function rate(name: MetricName, value: number): 'good' | 'needs-improvement' | 'poor' {
  const [good, poor] = WEB_VITALS_THRESHOLDS[name];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

export function createVitalsRecorder(
  load: () => Promise<WebVitalsModule> = () => import('web-vitals') as Promise<WebVitalsModule>,
): VitalsRecorder {
  const latest: EventExt = {};
  const report = ({ name, value }: Metric): void => {
    if (!(name in WEB_VITALS_THRESHOLDS)) return;
    // CLS is a score around 0.1; the others are milliseconds.
    latest[name] = name === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value);
    latest[`${name}_rating`] = rate(name as MetricName, value);
  };
  return {
    async start() {
      try {
        const vitals = await load();
        for (const subscribe of [vitals.onCLS, vitals.onFCP, vitals.onINP, vitals.onLCP, vitals.onTTFB]) {
          subscribe(report);
        }
      } catch {
        // Without web-vitals the performance event is still sent, with what is known: nothing.
      }
    },
    collect: () => new Promise((resolve) => setTimeout(() => resolve({ ...latest }), 0)),
    current: () => ({ ...latest }),
  };
}
