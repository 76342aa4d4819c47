import { createVitalsRecorder } from '../../src/tracking/web-vitals';

// The recorder loads the real web-vitals package by default; here the package is replaced by one whose LCP
// listener reports at once, so the test sees that the default loader is the package and not a stand-in.
jest.mock('web-vitals', () => {
  const none = () => {};
  return {
    onCLS: none,
    onFCP: none,
    onINP: none,
    onLCP: (report: (metric: { name: string; value: number }) => void) => report({ name: 'LCP', value: 1234.4 }),
    onTTFB: none,
  };
});

test('by default the recorder listens to the web-vitals package', async () => {
  const recorder = createVitalsRecorder();
  await recorder.start();
  expect(recorder.current()).toEqual({ LCP: 1234, LCP_rating: 'good' });
});
