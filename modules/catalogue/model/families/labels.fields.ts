import { sortOrder, text, type FamilyFields } from '../field-kit';

/** Wording of the designer's steps and buttons, per customiser. */
export const labelFields: FamilyFields = {
  writable: {
    name: text().openapi({ description: 'Which step or button of the designer the label words (its key): 1 to 200 characters.' }),
    text: text(500).openapi({ description: 'The wording shoppers see there: 1 to 500 characters.' }),
    sort_order: sortOrder(),
  },
  defaults: { sort_order: 0 },
  readOnly: {},
};
