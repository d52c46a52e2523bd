import type { FamilyDocumentation } from './field-documentation';

export const labelFieldDocumentation: FamilyDocumentation = {
  writable: {
    name: 'Which step or button of the designer the label words (its key): 1 to 200 characters.',
    text: 'The wording shoppers see there: 1 to 500 characters.',
  },
};
