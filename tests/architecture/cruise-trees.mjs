/**
 * Runs dependency-cruiser's own command line, as `make lint` runs it, on each tree given, one after
 * another in this one process: node argv: <config> <tree>... Each tree gets its JSON report in
 * <tree>/depcruise-report.json. Loading dependency-cruiser and TypeScript is most of a run's time,
 * so one process for all the trees of tests/architecture/dependency-rules.test.ts instead of one each.
 */
import { join, resolve } from 'node:path';
import process from 'node:process';
import { URL, fileURLToPath, pathToFileURL } from 'node:url';

const [config, ...trees] = process.argv.slice(2);
const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const { default: executeCli } = await import(pathToFileURL(join(root, 'node_modules/dependency-cruiser/src/cli/index.mjs')).href);

for (const tree of trees) {
  process.chdir(tree);
  await executeCli(['modules'], { config, outputType: 'json', outputTo: join(tree, 'depcruise-report.json') });
}
