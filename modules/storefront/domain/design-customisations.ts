import { textLines, type Design } from './design';
import type { StorefrontConfiguration } from './storefront-configuration';

interface Named {
  id: number;
  name: string;
}

/**
 * What a finished design says in words, one `{key, label, value}` per choice: the product's
 * customisations, which manufacturer emails and the integration read to make the sign.
 */
export function designCustomisations(configuration: StorefrontConfiguration, design: Design): { key: string; label: string; value: string }[] {
  const nameIn = (list: readonly Named[], id: number | undefined) => list.find((row) => row.id === id)?.name;
  const entries: [string, string, string | undefined][] = [
    ['text', 'Text', textLines(design.lines).join('\n')],
    ['font', 'Font', nameIn(configuration.fonts, design.font_id)],
    ['size', 'Size', nameIn(configuration.sizes, design.size_id)],
    ['colour', 'Colour', nameIn(configuration.colours, design.colour_id)],
    ['backlight', 'Backlight', nameIn(configuration.backlights, design.backlight_id)],
    ['jacket', 'Jacket', nameIn(configuration.jackets, design.jacket_id)],
    ['backboard', 'Backboard', nameIn(configuration.backboards, design.backboard_id)],
    ['mounting_colour', 'Mounting colour', nameIn(configuration.mounting_colours, design.mounting_colour_id)],
    ['support_finish', 'Support finish', nameIn(configuration.support_finishes, design.support_finish_id)],
    ['extras', 'Extras', (design.extras ?? []).map((id) => nameIn(configuration.extras, id)).filter(Boolean).join(', ') || undefined],
    ['dimensions', 'Dimensions', design.width_cm !== undefined && design.height_cm !== undefined ? `${design.width_cm} × ${design.height_cm} cm` : undefined],
    [
      'words',
      'Words',
      design.words?.map((word) => `${nameIn(configuration.fonts, word.font_id) ?? word.font_id} / ${nameIn(configuration.colours, word.colour_id) ?? word.colour_id}`).join('; '),
    ],
  ];
  return entries.flatMap(([key, label, value]) => (value === undefined || value === '' ? [] : [{ key, label, value }]));
}

/** The product's title: the customiser's name and the sign's text, within the catalogue's 200 characters. */
export function designTitle(configuration: StorefrontConfiguration, design: Design): string {
  const title = `${configuration.name}: “${textLines(design.lines).join(' / ')}”`;
  return title.length <= 200 ? title : `${title.slice(0, 199)}…`;
}
