/**
 * Jest's own reporters, listed one by one in jest.config.js instead of as 'default', because Jest adds
 * the summary of a 'default' list after every custom reporter: listed here, it prints before the timing
 * reporter and the closing line, which stays the last line printed (CI reads it).
 * Options: { kind: 'progress' } (Jest's per-file lines, verbose for one file or --verbose) or { kind: 'summary' }.
 */
// A reporter is loaded by Jest as CommonJS, as jest.config.js is.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { dirname } = require('node:path');

// The @jest/reporters Jest itself runs (a dependency of Jest's, not of the project's).
const jestCore = require.resolve('@jest/core', { paths: [dirname(require.resolve('jest/package.json'))] });
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { DefaultReporter, SummaryReporter, VerboseReporter } = require(require.resolve('@jest/reporters', { paths: [jestCore] }));

class JestOwnReporter {
  constructor(globalConfig, options = {}) {
    if (options.kind === 'summary') return new SummaryReporter(globalConfig, {});
    return globalConfig.verbose ? new VerboseReporter(globalConfig) : new DefaultReporter(globalConfig);
  }
}

module.exports = JestOwnReporter;
