import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** The client's sources, whether this runs from them (Jest) or from the compiled `dist/` (`make bench`). */
function clientSources(): string {
  for (let directory = __dirname; directory !== dirname(directory); directory = dirname(directory)) {
    const candidate = join(directory, 'clients', 'typescript');
    if (existsSync(join(candidate, 'package.json'))) return candidate;
  }
  throw new Error(`no clients/typescript above ${__dirname}`);
}

const CLIENT = clientSources();
/** The README's integration script, beside the client it uses. */
export const EXAMPLE_SCRIPT = join(CLIENT, 'examples', 'new-orders.ts');
const TSC = require.resolve('typescript/bin/tsc');
const NODE_TYPES = (JSON.parse(readFileSync(require.resolve('@types/node/package.json'), 'utf8')) as { version: string }).version;

const run = (command: string, args: string[], cwd: string) => execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 180_000 });

/**
 * An integrator's empty project with the client installed from the tarball `npm pack` makes (openapi-fetch
 * comes as its peer) and @types/node, and a strict tsconfig that compiles `script` to `out/`.
 */
export function projectWithInstalledClient(script: string): string {
  const project = mkdtempSync(join(tmpdir(), 'signwright-client-'));
  const tarball = run('npm', ['pack', '--silent', '--pack-destination', project], CLIENT).trim().split('\n').pop()!;
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'an-integration', version: '1.0.0', private: true }));
  // Offline first: the versions are those this repository installed, so npm's cache holds them.
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', `./${tarball}`, `@types/node@${NODE_TYPES}`], project);
  useScript(project, script);
  return project;
}

/** The options `tsc --init` writes (strict, and the declarations of packages taken as they are), compiling for Node 20. */
const COMPILER_OPTIONS = {
  strict: true, esModuleInterop: true, skipLibCheck: true, forceConsistentCasingInFileNames: true,
  target: 'es2022', module: 'commonjs', lib: ['es2022'], types: ['node'], outDir: 'out',
};

/** Makes `script` the project's one source file. */
export function useScript(project: string, script: string): void {
  copyFileSync(script, join(project, 'script.ts'));
  writeFileSync(join(project, 'tsconfig.json'), JSON.stringify({ compilerOptions: COMPILER_OPTIONS, files: ['script.ts'] }));
}

/** `tsc -p .` in the project, as its developer runs it: type-checks, then writes `out/script.js`. */
export function compile(project: string): void {
  run(process.execPath, [TSC, '-p', '.'], project);
}
