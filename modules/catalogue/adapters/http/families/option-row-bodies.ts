import { OPTION_FAMILIES, type FamilySegment } from '../../../domain/option-families';
import { parseOptionRowCreate } from '../option-family.schemas';
import { FAMILY_FIELDS } from './family-fields';

/** For code that creates rows without HTTP (demo data): the body as the API would accept and default it. */
export function optionRowCreateBody(segment: FamilySegment, body: Record<string, unknown>): Record<string, unknown> {
  return parseOptionRowCreate(OPTION_FAMILIES[segment], FAMILY_FIELDS[segment], body);
}
