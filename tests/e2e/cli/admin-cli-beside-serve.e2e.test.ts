import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../support/run-cli';
import { startServeProcess } from '../../support/serve-process';
import { describeAdminCommands } from './admin-commands.spec';

/** The same commands beside a running embedded `serve` that holds DATA_DIR: they hand their work to it. */
describeAdminCommands('beside a running embedded serve', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sw-cli-'));
  const serve = await startServeProcess({ DATA_DIR: dataDir }, await freePort());
  return {
    env: { DATA_DIR: dataDir },
    close: async () => {
      await serve.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
});
