import type { FieldErrorCode } from '../../../shared-kernel/problems/field-error-catalogue';
import { z } from '../../../shared-kernel/validation/zod';

/**
 * Field types shared by the option families. Money is integer minor units, dimensions are
 * centimetres, and enumerations the spec documents as open are free strings.
 */
export const money = () => z.number().int().min(0);
export const centimetres = () => z.number().min(0);
export const openEnum = () => z.string().min(1).max(64);
export const text = (max = 200) => z.string().trim().min(1).max(max);
export const optionalText = (max = 2000) => z.string().max(max).nullable();
export const httpsUrl = () => z.string().url().max(2048).nullable();
export const hexcode = () => z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a #rrggbb colour');
export const id = () => z.number().int().positive();
export const ids = () => z.array(id()).max(500);
export const sortOrder = () => z.number().int().min(0);
export const priceMultiplierTarget = () => z.enum(['base_letter_price', 'total_price']);

/** One family's fields: what a client writes (with defaults for creation) and what it may only read. */
export interface FamilyFields {
  writable: Record<string, z.ZodType>;
  defaults: Record<string, unknown>;
  readOnly: Record<string, z.ZodType>;
  /** The error code a write of a read-only field gets, where the spec names one other than `prohibited`. */
  readOnlyRefusal?: Record<string, FieldErrorCode>;
}

/** The fields every priced family carries (mounting colours, colours, jackets, …). */
export const pricedFields = {
  writable: {
    base_price: money(),
    price_multiplier: z.number().min(0),
    price_multiplier_target: priceMultiplierTarget(),
  },
  defaults: { base_price: 0, price_multiplier: 1, price_multiplier_target: 'base_letter_price' },
};

export const sizeRuleFields = {
  writable: {
    min_width_cm: centimetres().nullable(),
    min_height_cm: centimetres().nullable(),
    min_size_rule: openEnum(),
  },
  defaults: { min_width_cm: null, min_height_cm: null, min_size_rule: 'any' },
};
