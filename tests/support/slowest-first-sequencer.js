/**
 * Starts the slowest test files first, so that no worker is left with a long file at the end of a run.
 * Jest's own sequencer does that from the timings of the last run on this machine, which a fresh clone
 * lacks (its cache is keyed by the clone's path): it then orders by file size, and a short file that
 * starts processes can start last. Here a file Jest has no timing for takes the one in
 * test-durations.json, recorded by a full run (`SIGNWRIGHT_RECORD_TEST_DURATIONS=1 make test`).
 */
// A sequencer is loaded by Jest as CommonJS, as jest.config.js is.
/* eslint-disable @typescript-eslint/no-require-imports */
const { relative } = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;
const recorded = require('./test-durations.json');

class SlowestFirstSequencer extends Sequencer {
  time(test) {
    const seconds = recorded[relative(test.context.config.rootDir, test.path)];
    return super.time(test) ?? (seconds === undefined ? undefined : seconds * 1000);
  }
}

module.exports = SlowestFirstSequencer;
