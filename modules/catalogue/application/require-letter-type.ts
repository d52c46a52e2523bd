import { Problems } from '../../../shared-kernel/problems/problems';
import { currentStoreId } from '../../../shared-kernel/request-context';
import type { OptionRowRepository } from './ports';

export interface LetterType {
  id: number;
  category: string;
  letterParts: string[];
}

/** The letter type of this customiser (an option row of `letter-types`), or 404. */
export async function requireLetterType(
  rows: OptionRowRepository,
  customiserId: number,
  letterTypeId: number,
  options: { forUpdate?: boolean } = {},
): Promise<LetterType> {
  const row = await rows.find({ storeId: currentStoreId(), customiserId, family: 'letter-types' }, letterTypeId, options);
  if (!row) throw Problems.resourceNotFound('letter type');
  return {
    id: row.id,
    category: String(row.attributes.category ?? ''),
    letterParts: Array.isArray(row.attributes.letter_parts) ? (row.attributes.letter_parts as string[]) : [],
  };
}
