import { Problems } from '../../../shared-kernel/problems/problems';
import type { CustomiserScope, OptionRowRepository } from './ports';

/*
 * The rules of a letter part's colour bucket that need the database: what may be put in it, and what may
 * leave it. The reconfiguration of a selection and the advisory colour-delete check share them.
 */

/** Each colour of a bucket with its name, in the bucket's order (null for one no longer found): one query. */
export async function bucketColours(rows: OptionRowRepository, scope: CustomiserScope, colourIds: readonly number[]): Promise<{ id: number; name: string | null }[]> {
  if (colourIds.length === 0) return [];
  const found = await rows.findAmong(scope, colourIds.map((id) => ({ family: 'colours' as const, id })));
  const names = new Map(found.map((row) => [row.id, typeof row.attributes.name === 'string' ? row.attributes.name : null]));
  return colourIds.map((id) => ({ id, name: names.get(id) ?? null }));
}

/** Every id a colour of this customiser: 422 at `/colour_ids/<index>` for each that is not (one query). */
export async function assertCustomiserColours(rows: OptionRowRepository, scope: CustomiserScope, colourIds: readonly number[]): Promise<void> {
  if (colourIds.length === 0) return;
  const found = new Set((await rows.findAmong(scope, colourIds.map((id) => ({ family: 'colours' as const, id })))).map((row) => row.id));
  const unknown = colourIds.flatMap((id, index) => (found.has(id) ? [] : [index]));
  if (unknown.length > 0) {
    throw Problems.validationFailed(unknown.map((index) => ({ pointer: `/colour_ids/${index}`, code: 'invalid', detail: `Colour ${colourIds[index]} is not a colour of this customiser.` })));
  }
}

/**
 * Colours that saved presets of this letter type still use cannot leave the part's bucket: 409
 * `resource_in_use` (reason `colour_used_by_presets`) naming those presets.
 */
export async function assertColoursMayLeave(rows: OptionRowRepository, scope: CustomiserScope, letterTypeId: number, colourIds: readonly number[]): Promise<void> {
  if (colourIds.length === 0) return;
  const presets = await rows.referencing(scope, [{ family: 'presets', field: 'colour_id', many: false }], colourIds);
  const users = presets.filter((preset) => preset.attributes.letter_type_id === letterTypeId);
  if (users.length > 0) {
    throw Problems.resourceInUse({
      referencedBy: users.map((preset) => ({ type: 'preset', id: preset.id, name: (preset.attributes.name as string) ?? null })),
      reason: 'colour_used_by_presets',
      detail: `Saved presets of this letter type still use colour(s) ${colourIds.join(', ')}; change or remove those presets first.`,
    });
  }
}
