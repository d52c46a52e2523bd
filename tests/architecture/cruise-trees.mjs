/**
 * Runs dependency-cruiser's own command line, as `make lint` runs it, on each tree given, one after
 * another in this one process: node argv: <config> <tree>... Each tree gets its JSON report in
 * <tree>/depcruise-report.json. Loading dependency-cruiser and TypeScript is most of a run's time,
 * so one process for all the trees of tests/architecture/dependency-rules.test.ts instead of one each.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import process from 'node:process';
import { URL, fileURLToPath, pathToFileURL } from 'node:url';

const [config, ...trees] = process.argv.slice(2);
const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const { default: executeCli } = await import(pathToFileURL(join(root, 'node_modules/dependency-cruiser/src/cli/index.mjs')).href);

for (const tree of trees) {
  process.chdir(tree);
  // The command line's code (apps/) is cruised where a tree has it, as `make lint` cruises it.
  const folders = ['modules', 'apps'].filter((folder) => existsSync(join(tree, folder)));
  await executeCli(folders, { config, outputType: 'json', outputTo: join(tree, 'depcruise-report.json') });
}
