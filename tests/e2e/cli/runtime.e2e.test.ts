import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, sep } from 'node:path';
import { BIN, freePort, repositoryFile, runCliJson } from '../../support/run-cli';
import { eventually } from '../../support/eventually';
import { startServeProcess } from '../../support/serve-process';
import { createEmbeddedDataDir } from '../../support/test-database';

const PINNED = `v${readFileSync(repositoryFile('.node-version'), 'utf8').trim().replace(/^v/, '')}`;
const ROOT = dirname(dirname(BIN));

describe('the Node.js the service runs on', () => {
  it('is the one .node-version pins, whatever node comes first on PATH (here only the system directories)', async () => {
    const facts = await runCliJson<{ node: string; compile_cache: string | null }>(['version'], {
      PATH: '/usr/bin:/bin',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'sw-runtime-')),
    });
    expect(facts.node).toBe(PINNED);
  });

  it('keeps its module compile cache in the project\'s own ignored folder', async () => {
    const facts = await runCliJson<{ compile_cache: string | null }>(['version'], { DATA_DIR: mkdtempSync(join(tmpdir(), 'sw-runtime-')) });
    expect(facts.compile_cache?.startsWith(join(ROOT, '.cache', 'node-compile') + sep)).toBe(true);
    expect(readFileSync(join(ROOT, '.gitignore'), 'utf8').split('\n')).toContain('.cache/');
  });

  it('is named in the line serve logs when it starts listening, started with only the system directories on PATH', async () => {
    const dataDir = createEmbeddedDataDir();
    const serve = await startServeProcess({ DATA_DIR: dataDir.name, PATH: '/usr/bin:/bin' }, await freePort(), 'info');
    try {
      const listening = await eventually(
        async () =>
          serve
            .output()
            .split('\n')
            .filter((line) => line.startsWith('{'))
            .map((line) => JSON.parse(line) as { msg?: string; node?: string })
            .find((entry) => entry.msg?.startsWith('Signwright listening')),
        'the line serve logs when it listens',
      );
      expect(listening.node).toBe(PINNED);
    } finally {
      await serve.stop();
      await dataDir.drop();
    }
  });

  it('is the one the tests themselves run on, so Jest workers and the processes they start share it', () => {
    expect(process.version).toBe(PINNED);
  });
});
