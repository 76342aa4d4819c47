// The deterministic budgets of DESIGN.md, in bytes: benchmarks print figures against them and
// tests/e2e/size-budget.test.ts enforces them.

/** JavaScript loaded before the first paint of the spot page. */
export const FIRST_LOAD_BUDGET_GZIP_BYTES = 180 * 1024;

/** The tracker chunk: the tracker, its machine and the web-vitals glue. */
export const TRACKER_BUDGET_GZIP_BYTES = 10 * 1024;
