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

describe('the values reported so far, for a page being unloaded', () => {
  it('current() answers at once with what was reported, without waiting a task', async () => {
    const { module, report } = fakeVitalsModule();
    const recorder = createVitalsRecorder(async () => module);
    await recorder.start();
    report('TTFB', 912.2);
    expect(recorder.current()).toEqual({ TTFB: 912, TTFB_rating: 'needs-improvement' });
    report('TTFB', 2000);
    expect(recorder.current()).toEqual({ TTFB: 2000, TTFB_rating: 'poor' });
  });

  it('current() is a copy: changing it does not change the next reading', async () => {
    const { module, report } = fakeVitalsModule();
    const recorder = createVitalsRecorder(async () => module);
    await recorder.start();
    report('FCP', 1000);
    const taken = recorder.current();
    taken['FCP'] = 1;
    expect(recorder.current()).toEqual({ FCP: 1000, FCP_rating: 'good' });
  });
});

describe('each metric at its poor limit', () => {
  it.each([
    ['LCP', 4000],
    ['FCP', 3000],
    ['CLS', 0.25],
    ['INP', 500],
    ['TTFB', 1800],
  ] as const)('%s at %p still needs improvement', (name, value) => {
    expect(rate(name, value)).toBe('needs-improvement');
  });
});

describe('every metric web-vitals offers is listened to', () => {
  it.each(['onCLS', 'onFCP', 'onINP', 'onLCP', 'onTTFB'] as const)('%s', async (subscription) => {
    const reporters = new Map<string, (metric: { name: string; value: number }) => void>();
    const module = Object.fromEntries(
      (['onCLS', 'onFCP', 'onINP', 'onLCP', 'onTTFB'] as const).map((name) => [
        name,
        (report: (metric: { name: string; value: number }) => void) => void reporters.set(name, report),
      ]),
    ) as unknown as WebVitalsModule;
    const recorder = createVitalsRecorder(async () => module);
    await recorder.start();
    const metric = subscription.slice(2);
    reporters.get(subscription)?.({ name: metric, value: 1 });
    expect(recorder.current()).toHaveProperty(metric, 1);
  });
});

function fakeVitalsModule() {
  const reporters: Array<(metric: { name: string; value: number }) => void> = [];
  const subscribe = (report: (metric: { name: string; value: number }) => void) => void reporters.push(report);
  const module: WebVitalsModule = { onCLS: subscribe, onFCP: subscribe, onINP: subscribe, onLCP: subscribe, onTTFB: subscribe };
  return { module, report: (name: string, value: number) => reporters.forEach((r) => r({ name, value })) };
}
