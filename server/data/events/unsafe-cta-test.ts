import type { EventSeed } from '../event-seed';

/**
 * An event whose call to action is a javascript: URL, for the client's tests that the button refuses to follow
 * it. Served only outside production; English only, so every locale exercises the fallback too.
 */
export const UNSAFE_CTA_TEST: EventSeed = {
  id: 'unsafe-cta-test',
  slot: 0,
  ctaUrl: 'javascript:alert(1)',
  texts: {
    en: {
      title: 'Unsafe call-to-action test',
      summary: 'This event exists to test that the client refuses an unsafe call-to-action link.',
      coverAlt: 'A warning sign',
      ctaLabel: 'Do not follow',
      html: '<p>This event exists to test that the client refuses an unsafe call-to-action link.</p>',
    },
  },
};
