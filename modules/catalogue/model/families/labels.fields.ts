import { sortOrder, text, type FamilyFields } from '../field-kit';

/** Wording of the designer's steps and buttons, per customiser. */
export const labelFields: FamilyFields = {
  writable: {
    name: text(),
    text: text(500),
    sort_order: sortOrder(),
  },
  defaults: { sort_order: 0 },
  readOnly: {},
};
