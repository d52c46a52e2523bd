import { OPTION_FAMILIES, referencedIds, type FamilySegment } from '../domain/option-families';

/**
 * One id a document names in another family, and where it names it: a write checks all of a
 * document's references at once, and a missing one is reported at its pointer.
 */
export interface RowReference {
  family: FamilySegment;
  id: number;
  pointer: string;
}

/** Every reference a row of `family` makes through its attributes, one per id. */
export function rowReferences(family: FamilySegment, attributes: Record<string, unknown>): RowReference[] {
  return referencedIds(OPTION_FAMILIES[family], attributes).flatMap(({ reference, ids }) =>
    ids.map((id, index) => ({ family: reference.family, id, pointer: reference.many ? `/${reference.field}/${index}` : `/${reference.field}` })),
  );
}

/** What a missing reference is told: the family's own word for a row. */
export function missingReferenceDetail(reference: RowReference): string {
  return `No ${OPTION_FAMILIES[reference.family].noun} ${reference.id} in this customiser.`;
}
