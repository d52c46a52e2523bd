/**
 * Prints, after Jest's own summary and before the closing line, how long the run took and the ten
 * slowest test files: the figures docs/testing.md keeps (its per-level budget) come from here.
 * SIGNWRIGHT_TEST_STARTED_MS (set by `make test` when it starts) makes the wall time that of the whole
 * `make test`, install, build and lints included; without it, the wall time is Jest's.
 */
// A reporter is loaded by Jest as CommonJS, as jest.config.js is.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { relative } = require('node:path');

const SLOWEST = 10;

function duration(ms) {
  const seconds = Math.round(ms / 1000);
  return seconds >= 60 ? `${Math.floor(seconds / 60)} min ${seconds % 60} s` : `${(ms / 1000).toFixed(1)} s`;
}

class TimingReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
    this.jestStarted = Date.now();
  }

  onRunStart() {
    this.jestStarted = Date.now();
  }

  onRunComplete(_contexts, results) {
    const now = Date.now();
    const started = Number(process.env.SIGNWRIGHT_TEST_STARTED_MS);
    const lines = [''];
    if (Number.isFinite(started) && started > 0 && started <= this.jestStarted) {
      lines.push(`Wall time: ${duration(now - started)} (from make's start, install and build included; Jest ${duration(now - this.jestStarted)})`);
    } else {
      lines.push(`Wall time: ${duration(now - this.jestStarted)} (Jest)`);
    }
    const files = results.testResults
      .map((file) => ({ path: relative(this.rootDir, file.testFilePath), ms: file.perfStats.end - file.perfStats.start }))
      .filter((file) => Number.isFinite(file.ms) && file.ms > 0)
      .sort((a, b) => b.ms - a.ms)
      .slice(0, SLOWEST);
    if (files.length > 0) {
      lines.push(`Slowest test files (of ${results.testResults.length}, time in a worker):`);
      const width = Math.max(...files.map((file) => duration(file.ms).length));
      for (const file of files) lines.push(`  ${duration(file.ms).padStart(width)}  ${file.path}`);
    }
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}

module.exports = TimingReporter;
