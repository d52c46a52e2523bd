import type { FamilySegment } from './option-families';

/** One row of an option family: common identity, and the family's own attributes. */
export interface OptionRow {
  id: number;
  storeId: number;
  customiserId: number;
  family: FamilySegment;
  attributes: Record<string, unknown>;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * Who points at a row that someone wants to delete; a 409 names them all. `id` is always an integer id: a
 * letter-part colour selection, which has none of its own, is named by its letter type's id, with
 * `letter_type_id` and `letter_part` beside it (as its deletion receipt names it), which together are its
 * address (`/letter-types/{letter_type_id}/letter-parts/{letter_part}`).
 */
export interface Referencer {
  type: string;
  id: number;
  name: string | null;
  letter_type_id?: number;
  letter_part?: string;
}
