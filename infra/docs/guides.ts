import { readProjectFile } from '../project-files';

/** The guides the site serves, written once as Markdown under `docs/` and read there, in the repository and from the build alike. */
export type GuideName = 'quickstart' | 'authentication' | 'pagination-and-idempotency' | 'concurrent-writes' | 'errors-and-retries' | 'webhooks' | 'migration' | 'pricing' | 'test-mode' | 'connector' | 'activity' | 'changes';

export function readGuide(name: GuideName): string {
  return readProjectFile('docs', `${name}.md`);
}

/**
 * A guide as the help site publishes it: without the parts written for the engineers who read it in the
 * repository (source paths, decision records), which sit between `<!-- for developers -->` and
 * `<!-- /for developers -->`. Public pages speak only of the public product.
 */
export function readPublicGuide(name: GuideName): string {
  return withoutDeveloperParts(readGuide(name));
}

export function withoutDeveloperParts(markdown: string): string {
  return markdown.replace(/<!-- for developers -->[\s\S]*?<!-- \/for developers -->\n?/g, '');
}
