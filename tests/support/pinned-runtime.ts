import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * The suite runs on the Node.js that .node-version pins and nothing else: Jest's workers and every child
 * process the tests start (process.execPath, bin/signwright) then run on it too. `make test`, `npm test` and
 * `scripts/node-runtime.sh run npx jest <file>` put it first on PATH. Checked when the global set-up is
 * loaded, before the modules it imports, which another runtime may not even load.
 */
const pinned = `v${readFileSync(resolve(__dirname, '..', '..', '.node-version'), 'utf8').trim().replace(/^v/, '')}`;
if (process.version !== pinned) {
  throw new Error(`the tests run on Node.js ${pinned} (.node-version), not ${process.version}: run them with make test, npm test or scripts/node-runtime.sh run npx jest <files>`);
}
