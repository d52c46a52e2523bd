import type { Page } from 'playwright-core';

interface Axe {
  run(context: Document, options: object): Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }>;
}

/**
 * What axe-core finds against WCAG 2.1 A and AA on the page as it is now, one line per rule broken with
 * the elements that break it. The page must have been opened with `bypassCSP`: the checker is injected.
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: require.resolve('axe-core') });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: Axe }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`);
  });
}
