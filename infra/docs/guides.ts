import { readProjectFile } from '../project-files';

/** The guides the site serves, written once as Markdown under `docs/` and read there, in the repository and from the build alike. */
export type GuideName = 'webhooks' | 'migration' | 'pricing' | 'test-mode';

export function readGuide(name: GuideName): string {
  return readProjectFile('docs', `${name}.md`);
}
