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

/** Who points at a row that someone wants to delete; a 409 names them all. */
export interface Referencer {
  type: string;
  id: number | string;
  name: string | null;
}
