// Tracking ids of the events site (SPEC 5: b followed by digits), one per thing a visitor sees or does, so the
// logging service can tell the events site's interactions apart from the exchange's.
export const EVENTS_TRACKING = {
  /** An event's card on the landing page came into view; merged into one event with an ext list per page view. */
  cardExposure: 'b31001',
  /** A visitor opened an event from its card. */
  cardOpen: 'b31002',
  /** An event page's call to action came into view. */
  ctaExposure: 'b31003',
  /** A visitor used an event page's call to action. */
  ctaClick: 'b31004',
} as const;
