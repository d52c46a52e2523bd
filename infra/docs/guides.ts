import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The guides the site serves, written once as Markdown under `docs/` and read there, in the repository and from the build alike. */
export type GuideName = 'webhooks' | 'migration';

/** The project's root: the nearest folder above this file holding package.json (from `infra/docs` or `dist/infra/docs`). */
function projectRoot(): string {
  let folder = __dirname;
  while (!existsSync(join(folder, 'package.json'))) {
    const parent = dirname(folder);
    if (parent === folder) throw new Error(`No package.json above ${__dirname}: the documentation guides cannot be found`);
    folder = parent;
  }
  return folder;
}

export function readGuide(name: GuideName): string {
  return readFileSync(join(projectRoot(), 'docs', `${name}.md`), 'utf8');
}
