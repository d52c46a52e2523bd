import { documentedMembers, type Documentation } from '../../../../../infra/openapi/documented';
import type { FamilyFields } from '../../../model/field-kit';

/**
 * What a family's fields mean, as the contract publishes them: by field name, writable and read-only.
 * The fields themselves (types, ranges, defaults) are the model's, `model/families/<family>.fields.ts`;
 * a field left out here is described by the contract's glossary (`sort_order`) or not at all.
 */
export interface FamilyDocumentation {
  writable: Readonly<Record<string, Documentation>>;
  readOnly?: Readonly<Record<string, Documentation>>;
}

/** The fields every priced family carries (`pricedFields` of the model's field kit). */
export const PRICED_FIELDS = {
  base_price: 'What choosing it adds to a design’s price, in minor units of the store’s currency (cents for USD, yen for JPY): an integer, 0 or more.',
  price_multiplier: 'A factor on the price of what `price_multiplier_target` names when it is chosen: 1 changes nothing, 1.2 adds a fifth, 0.9 takes a tenth off. 0 or more.',
  price_multiplier_target: 'What `price_multiplier` applies to: `base_letter_price`, the sign’s own price (base, letters, sheet or area); or `total_price`, everything charged before the total multipliers.',
};

/** The minimum-size fields of the families a design's size can rule out (`sizeRuleFields`). */
export const SIZE_RULE_FIELDS = {
  min_width_cm: 'The narrowest sign it can be chosen for, in centimetres; null for no minimum. A design narrower than this is refused (`below_minimum_size`).',
  min_height_cm: 'The lowest sign it can be chosen for, in centimetres; null for no minimum. A design lower than this is refused (`below_minimum_size`).',
  min_size_rule: 'The designer’s rule for the minimum width and height, from a set that may grow (`any` is the value seen). Stored and returned as sent: the service refuses a design below either minimum whatever it holds.',
};

/** A family's fields as the contract publishes them: the model's, each documented; they accept exactly what the model's do. */
export function documentedFamilyFields(fields: FamilyFields, documentation: FamilyDocumentation): FamilyFields {
  return {
    ...fields,
    writable: documentedMembers(fields.writable, documentation.writable),
    readOnly: documentedMembers(fields.readOnly, documentation.readOnly ?? {}),
  };
}
