import type { AreaPriceRow } from '../storefront-pricing';
import { majorToMinorUnits } from './minor-units';

/** The measures an area row is chosen by and charges: width, height and the length it prices (cm). */
export interface SignMeasure {
  widthCm: number;
  heightCm: number;
  lengthCm: number;
}

const limit = (value: number | null) => value ?? Number.POSITIVE_INFINITY;

/**
 * The first row the sign fits, rows taken from the smallest up (by width, then height, then length
 * limit; no limit is unlimited and sorts last). A row with a fixed length is chosen by that length.
 */
export function selectAreaRow<Row extends AreaPriceRow>(rows: readonly Row[], sign: SignMeasure): Row | undefined {
  const ordered = [...rows].sort(
    (a, b) =>
      compare(limit(a.width_limit_cm), limit(b.width_limit_cm)) ||
      compare(limit(a.height_limit_cm), limit(b.height_limit_cm)) ||
      compare(limit(a.length_limit_cm), limit(b.length_limit_cm)),
  );
  return ordered.find(
    (row) =>
      sign.widthCm <= limit(row.width_limit_cm) &&
      sign.heightCm <= limit(row.height_limit_cm) &&
      (row.fixed_length_cm ?? sign.lengthCm) <= limit(row.length_limit_cm),
  );
}

/** The measures the row charges: each scaled by the row's modifier, the length replaced by a fixed one. */
export function modifiedMeasure(row: AreaPriceRow, sign: SignMeasure): SignMeasure {
  return {
    widthCm: sign.widthCm * row.width_modifier,
    heightCm: sign.heightCm * row.height_modifier,
    lengthCm: (row.fixed_length_cm ?? sign.lengthCm) * row.length_modifier,
  };
}

/** The same measures with every modifier at 1: what the row would charge unmodified. */
export function unmodifiedMeasure(row: AreaPriceRow, sign: SignMeasure): SignMeasure {
  return modifiedMeasure({ ...row, width_modifier: 1, height_modifier: 1, length_modifier: 1 }, sign);
}

function compare(a: number, b: number): number {
  return a === b ? 0 : a < b ? -1 : 1;
}

/** The row's rate per square centimetre over the (modified) width × height. */
export function areaAmount(row: AreaPriceRow, measure: SignMeasure, currency: string): number {
  return majorToMinorUnits(row.price_per_sq_cm * measure.widthCm * measure.heightCm, currency);
}
