import { CreateLetterPartSelectionService } from '../application/create-letter-part-selection.service';
import { aCatalogue, STORE } from './a-catalogue';

/** A customiser with one letter type (a lightbox rectangle's face, border and sides unless told), and a way to create its selections. */
export async function aLetterTypeWithSelections(letterType: { category?: string; letterParts?: string[] } = { category: 'lightbox_rectangle', letterParts: ['face', 'border', 'sides'] }) {
  const catalogue = aCatalogue();
  const service = new CreateLetterPartSelectionService(catalogue.customisers, catalogue.rows, catalogue.selections, catalogue.effects);
  const customiser = await catalogue.aCustomiser();
  const type = await catalogue.aLetterType(customiser, letterType);
  const create = (part: string, given = {}, options = {}) => catalogue.as(STORE, () => service.create(customiser.id, type.id, part, given, options));
  return { catalogue, service, customiser, letterType: type, create };
}
