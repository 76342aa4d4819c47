import { createVitalsRecorder, rate } from '../../src/tracking/web-vitals';
import type { WebVitalsModule } from '../../src/tracking/web-vitals';

describe('rate (SPEC 9 thresholds)', () => {
  it.each([
    ['LCP', 2500, 'good'],
    ['LCP', 2501, 'needs-improvement'],
    ['LCP', 4001, 'poor'],
    ['FCP', 1800, 'good'],
    ['FCP', 3000, 'needs-improvement'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.26, 'poor'],
    ['INP', 200, 'good'],
    ['INP', 500, 'needs-improvement'],
    ['TTFB', 1801, 'poor'],
  ] as const)('%s %p is %s', (name, value, expected) => {
    expect(rate(name, value)).toBe(expected);
  });
});

describe('createVitalsRecorder', () => {
  function fakeVitals() {
    const reporters: Array<(metric: { name: string; value: number }) => void> = [];
    const subscribe = (report: (metric: { name: string; value: number }) => void) => void reporters.push(report);
    const module: WebVitalsModule = { onCLS: subscribe, onFCP: subscribe, onINP: subscribe, onLCP: subscribe, onTTFB: subscribe };
    return { module, report: (name: string, value: number) => reporters.forEach((r) => r({ name, value })) };
  }

  it('collects the latest value and rating of each metric', async () => {
    const { module, report } = fakeVitals();
    const recorder = createVitalsRecorder(async () => module);
    await recorder.start();
    report('LCP', 2710.4);
    report('CLS', 0.04321);
    report('LCP', 1990.6);
    report('other', 1);
    expect(await recorder.collect()).toEqual({ LCP: 1991, LCP_rating: 'good', CLS: 0.043, CLS_rating: 'good' });
  });

  it('reads the values a task later, after web-vitals’ own hide listener reported', async () => {
    const { module, report } = fakeVitals();
    const recorder = createVitalsRecorder(async () => module);
    await recorder.start();
    const collected = recorder.collect();
    report('INP', 640);
    expect(await collected).toEqual({ INP: 640, INP_rating: 'poor' });
  });

  it('gives empty metrics when web-vitals cannot load', async () => {
    const recorder = createVitalsRecorder(() => Promise.reject(new Error('offline')));
    await recorder.start();
    expect(await recorder.collect()).toEqual({});
  });
});
