import type { StorefrontConfiguration } from './storefront-configuration';

/** What the designer page calls itself for shoppers: its heading and the paragraph under it. */
export interface DesignerHeading {
  title: string;
  description: string | null;
}

/** The heading of a designer that names no customiser (one not served, or not yet known). */
export const GENERIC_TITLE = 'Design your sign';

/**
 * Without the merchant's `title` label, the heading says what kind of sign is designed: the customiser's
 * name is the merchant's own name for it in their lists ("advanced letter neon"), not written for shoppers.
 */
const TITLE_BY_SIGN_CATEGORY: Record<string, string> = {
  neon: 'Design your neon sign',
  metal_channel_letter: 'Design your metal letter sign',
};

/** The merchant's wording from the labels `title` and `description`, read as a merchant may key them ("Title "). */
export function designerHeading(configuration: Pick<StorefrontConfiguration, 'labels' | 'sign_category'>): DesignerHeading {
  const labelled = (name: string) => configuration.labels.find((label) => label.name.trim().toLowerCase() === name)?.text.trim() || null;
  return {
    title: labelled('title') ?? TITLE_BY_SIGN_CATEGORY[configuration.sign_category] ?? GENERIC_TITLE,
    description: labelled('description'),
  };
}
