/** Milliseconds since the epoch. Routes take one so that tests can pin the time the simulations read. */
export type Clock = () => number;

// Looks Date.now up on every call rather than keeping a reference, so a test that replaces Date.now is obeyed.
export const systemClock: Clock = () => Date.now();
