/**
 * Prints the plain closing line CI reads ("N passed, N failed"), after Jest's own summary.
 */
class ClosingLineReporter {
  onRunComplete(_contexts, results) {
    const skipped = results.numPendingTests + results.numTodoTests;
    process.stdout.write(`Tests: ${results.numPassedTests} passed, ${results.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
  }
}

module.exports = ClosingLineReporter;
