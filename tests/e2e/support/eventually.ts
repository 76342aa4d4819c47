/**
 * Asks `check` again until it answers true or `timeoutMs` passes: for state
 * outside the page (the gateway's records) that no browser event announces.
 */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 5_000, everyMs = 50): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return check();
}
