// `make run`'s build: the JavaScript of what runs (apps, modules, infra, shared-kernel; no tests, benchmarks
// or clients) emitted into dist/ with SWC, and only of the files changed since their last emit. It strips
// types and checks none: `make typecheck` and `make test` (tsc) do that. The options give what tsc gives with
// tsconfig.base.json: ES2022 classes (define semantics), legacy decorators without metadata, CommonJS with
// esModuleInterop's helpers, a source map beside each file. One difference: a dynamic import() becomes a lazy
// require(), as in the tests' @swc/jest transform (Node 24 require()s ES modules; CommonJS named exports that
// SWC defines by getters would be invisible to import()).
// `make build` still runs tsc over everything; either writes the same files in dist/.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import process from 'node:process';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));
const swc = require('@swc/core');

const ROOTS = ['apps', 'modules', 'infra', 'shared-kernel'];
const OUT = join(root, 'dist');
const options = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: false, useDefineForClassFields: true },
    target: 'es2022',
    keepClassNames: true,
  },
  module: { type: 'commonjs' },
  sourceMaps: true,
  swcrc: false,
  configFile: false,
};

/** Options or SWC itself changed since the last emit: every file is emitted again. */
const stampFile = join(OUT, '.emit-runtime.json');
const stamp = createHash('sha256').update(JSON.stringify({ options, swc: swc.version })).digest('hex');
let previousStamp = '';
try {
  previousStamp = JSON.parse(readFileSync(stampFile, 'utf8')).stamp;
} catch {
  // First emit.
}

function* sources(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') yield* sources(path);
    } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts')) yield path;
  }
}

const mtime = (path) => {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return -1;
  }
};

const started = Date.now();
const stale = [];
let total = 0;
for (const top of ROOTS) {
  for (const source of sources(join(root, top))) {
    total += 1;
    const output = join(OUT, relative(root, source)).replace(/\.ts$/, '.js');
    if (previousStamp !== stamp || mtime(source) > mtime(output)) stale.push({ source, output });
  }
}

async function emit({ source, output }) {
  const result = await swc.transformFile(source, { ...options, filename: source });
  mkdirSync(dirname(output), { recursive: true });
  const map = JSON.parse(result.map);
  map.file = output.slice(dirname(output).length + 1);
  map.sources = [relative(dirname(output), source)];
  delete map.sourceRoot;
  writeFileSync(`${output}.map`, JSON.stringify(map));
  writeFileSync(output, `${result.code}\n//# sourceMappingURL=${map.file}.map\n`);
}

const BATCH = 64;
for (let index = 0; index < stale.length; index += BATCH) await Promise.all(stale.slice(index, index + BATCH).map(emit));
mkdirSync(OUT, { recursive: true });
writeFileSync(stampFile, JSON.stringify({ stamp }));
const summary =
  stale.length === 0
    ? `emit: dist/ is up to date (${total} files)`
    : `emit: ${stale.length} of ${total} files emitted into dist/ with SWC in ${((Date.now() - started) / 1000).toFixed(1)} s (no type-check: make typecheck)`;
process.stdout.write(`${summary}\n`);
