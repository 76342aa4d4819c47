// Prints one plain closing line ("tests: N passed, N failed") whatever the project
// selection was; with TEST_SUMMARY_FILE set it also appends the counts there, so
// .ci/run can close the whole run (unit and browser) with one such line.
const { appendFileSync } = require('node:fs');

class SummaryReporter {
  onRunComplete(_contexts, results) {
    const skipped = results.numPendingTests + results.numTodoTests;
    const tail = skipped > 0 ? `, ${skipped} skipped` : '';
    process.stdout.write(`\ntests: ${results.numPassedTests} passed, ${results.numFailedTests} failed${tail}\n`);
    if (process.env.TEST_SUMMARY_FILE) {
      appendFileSync(process.env.TEST_SUMMARY_FILE, `${results.numPassedTests} ${results.numFailedTests} ${skipped}\n`);
    }
  }
}
module.exports = SummaryReporter;
