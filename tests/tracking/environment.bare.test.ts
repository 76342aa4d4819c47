/**
 * @jest-environment node
 */
// Embedded web views and workers lack parts of the browser: the environment is still read, with empty values.
import { readBrowserEnvironment } from '../../src/tracking/environment';

test('without navigator, screen, location or document every browser value is empty', () => {
  expect(readBrowserEnvironment({ appBridge: false, logEnv: 'pre', firstVisitTime: 1, now: 2 })).toMatchObject({
    userAgent: '',
    maxTouchPoints: 0,
    screenWidth: 0,
    screenHeight: 0,
    url: '',
    referrer: '',
    standalone: false,
  });
});
