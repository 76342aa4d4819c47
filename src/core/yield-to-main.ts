interface YieldingScheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task and resumes in a new one, so the page can paint and answer input between two pieces of
 * start-up work rather than after all of them (one long task). `scheduler.yield` resumes ahead of other queued
 * tasks where the browser has it; elsewhere a zero timeout.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
