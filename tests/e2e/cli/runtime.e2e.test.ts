import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, sep } from 'node:path';
import { BIN, repositoryFile, runCliJson } from '../../support/run-cli';

const PINNED = `v${readFileSync(repositoryFile('.node-version'), 'utf8').trim().replace(/^v/, '')}`;
const ROOT = dirname(dirname(BIN));

/** The serve that names it in its listening line is in tests/e2e/platform/listening, beside that line's other checks. */
describe('the Node.js the service runs on', () => {
  let facts: { node: string; compile_cache: string | null };
  // One `version` process answers both tests below: with only the system directories on PATH, as the first needs.
  beforeAll(async () => {
    facts = await runCliJson(['version'], { PATH: '/usr/bin:/bin', DATA_DIR: mkdtempSync(join(tmpdir(), 'sw-runtime-')) });
  });

  it('is the one .node-version pins, whatever node comes first on PATH (here only the system directories)', () => {
    expect(facts.node).toBe(PINNED);
  });

  it('keeps its module compile cache in the project\'s own ignored folder', () => {
    expect(facts.compile_cache?.startsWith(join(ROOT, '.cache', 'node-compile') + sep)).toBe(true);
    expect(readFileSync(join(ROOT, '.gitignore'), 'utf8').split('\n')).toContain('.cache/');
  });

  it('is the one the tests themselves run on, so Jest workers and the processes they start share it', () => {
    expect(process.version).toBe(PINNED);
  });
});
