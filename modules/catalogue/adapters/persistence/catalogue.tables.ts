import type { Generated } from 'kysely';

/** Row types of the catalogue schema; they never leave this folder. */
export interface CatalogueTables {
  'catalogue.customisers': {
    id: Generated<number>;
    store_id: number;
    name: string;
    active: boolean;
    pricing_model: string;
    sign_category: string;
    product_family: string;
    selection_mode: string;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
  'catalogue.customiser_settings': { customiser_id: number; store_id: number; settings: unknown; updated_at: Generated<Date> };
  'catalogue.option_rows': {
    id: Generated<number>;
    store_id: number;
    customiser_id: number;
    family: string;
    attributes: unknown;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
  'catalogue.letter_part_selections': {
    store_id: number;
    customiser_id: number;
    letter_type_id: number;
    letter_part: string;
    configuration: unknown;
    colour_ids: number[];
    shared: boolean;
    translations: unknown;
    default_upload_image_url: string | null;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
}

/** jsonb goes in as text; pg hands it back parsed, PGlite sometimes as text. */
export const toJson = (value: unknown): string => JSON.stringify(value);
export function fromJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
