/**
 * Prints, after Jest's own summary and before the closing line, how long the run took and the ten
 * slowest test files: the figures docs/testing.md keeps (its per-level budget) come from here.
 * SIGNWRIGHT_TEST_STARTED_MS (set by `make test` when it starts) makes the wall time that of the whole
 * `make test`, install, build and lints included; without it, the wall time is Jest's.
 */
// A reporter is loaded by Jest as CommonJS, as jest.config.js is.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { join, relative } = require('node:path');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { existsSync, readFileSync, writeFileSync } = require('node:fs');

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
    if (process.env.SIGNWRIGHT_RECORD_TEST_DURATIONS === '1') this.recordDurations(results);
  }

  /** Keeps this run's time of every file for the sequencer of a machine that has none (a fresh clone). */
  recordDurations(results) {
    const file = join(this.rootDir, 'tests/support/test-durations.json');
    const durations = JSON.parse(readFileSync(file, 'utf8'));
    for (const result of results.testResults) {
      durations[relative(this.rootDir, result.testFilePath)] = Math.round((result.perfStats.end - result.perfStats.start) / 100) / 10;
    }
    const kept = Object.keys(durations).filter((path) => existsSync(join(this.rootDir, path))).sort();
    writeFileSync(file, `${JSON.stringify(Object.fromEntries(kept.map((path) => [path, durations[path]])), null, 1)}\n`);
  }
}

module.exports = TimingReporter;
