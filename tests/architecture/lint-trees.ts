import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

/** A small source tree: path → text. */
export type Tree = Record<string, string>;

export interface Violation {
  rule: string;
  from: string;
  to: string;
}

export interface Lint {
  failed: boolean;
  violations: Violation[];
}

const ROOT = resolve(__dirname, '../..');
const CONFIG = join(ROOT, '.dependency-cruiser.cjs');
const CRUISE_TREES = join(__dirname, 'cruise-trees.mjs');

/**
 * Runs depcruise's command line with the project's own config on every tree, as `make lint` does, in one
 * process (cruise-trees.mjs: loading depcruise and TypeScript is most of a run), and reads each tree's
 * JSON report, so that the verdict does not depend on how the terminal colours text. Answers each tree's
 * verdict by its name, and removes the trees.
 */
export async function lintTrees<Name extends string>(trees: Record<Name, Tree>): Promise<Map<Name, Lint>> {
  const parent = await mkdtemp(join(tmpdir(), 'dependency-rules-'));
  try {
    const dirs = new Map<Name, string>();
    for (const [name, tree] of Object.entries(trees) as [Name, Tree][]) {
      const dir = join(parent, name);
      dirs.set(name, dir);
      for (const [path, text] of Object.entries(tree)) {
        await mkdir(dirname(join(dir, path)), { recursive: true });
        await writeFile(join(dir, path), text);
      }
    }
    await new Promise<void>((done, fail) => {
      execFile(process.execPath, [CRUISE_TREES, CONFIG, ...dirs.values()], { maxBuffer: 16 * 1024 * 1024 }, (error, _stdout, stderr) =>
        error ? fail(new Error(`cruise-trees failed: ${stderr}`)) : done(),
      );
    });
    const verdicts = new Map<Name, Lint>();
    for (const [name, dir] of dirs) {
      const report = JSON.parse(await readFile(join(dir, 'depcruise-report.json'), 'utf8')) as {
        summary: { error: number; violations: Array<{ rule: { name: string; severity: string }; from: string; to: string }> };
      };
      const violations = report.summary.violations.filter(({ rule }) => rule.severity === 'error').map(({ rule, from, to }) => ({ rule: rule.name, from, to }));
      verdicts.set(name, { failed: report.summary.error > 0, violations });
    }
    return verdicts;
  } finally {
    await rm(parent, { recursive: true, force: true });
  }
}
