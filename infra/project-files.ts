import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The project's root: the nearest folder above this file holding package.json (from `infra` or `dist/infra`). */
function projectRoot(): string {
  let folder = __dirname;
  while (!existsSync(join(folder, 'package.json'))) {
    const parent = dirname(folder);
    if (parent === folder) throw new Error(`No package.json above ${__dirname}: the project's files cannot be found`);
    folder = parent;
  }
  return folder;
}

/** Where a file of the project is, in the repository both when running the sources and the build. */
export function projectFilePath(...segments: string[]): string {
  return join(projectRoot(), ...segments);
}

/**
 * A file the project ships as it is written (a guide, a browser script), read from the repository both
 * when running the sources and the build, which compiles only TypeScript.
 */
export function readProjectFile(...segments: string[]): string {
  return readFileSync(projectFilePath(...segments), 'utf8');
}
