/** One line of a price breakdown: what is charged, in words, and how much (minor units, may be negative). */
export interface PriceLine {
  code: string;
  label: string;
  amount: number;
}

/** The sign as measured or chosen: what area and volumetric weight are computed from. */
export interface SignDimensions {
  width_cm: number;
  height_cm: number;
  /** The traced outline length of the letters (advanced letter, material length), else null. */
  outline_length_cm: number | null;
}

/** Shipping by volumetric weight, where the price list asks for it; the store charges the carrier's rate. */
export interface ShippingWeight {
  calculation: string;
  volumetric_weight_kg: number | null;
  add_weight_to_product: boolean;
}

/** A design's price: `total` is always the sum of `lines` (CONTRACT 6). */
export interface DesignPrice {
  object: 'design_price';
  customiser_id: number;
  currency: string;
  total: number;
  lines: PriceLine[];
  dimensions: SignDimensions;
  shipping: ShippingWeight | null;
}

/**
 * The text set in the chosen font at the chosen letter height, as measured from the font's glyph
 * outlines: what `material_length` prices and what advanced-letter rows are selected by. What is
 * measured is the design's text lines (`textLines(design.lines)`), in order: line i is the i-th of them.
 */
export interface TextMeasurement {
  /** Advance width of each text line, in centimetres. */
  lineWidthsCm: number[];
  /** Total length of every glyph contour of the text, in centimetres. */
  outlineLengthCm: number;
  /** Characters the font has no glyph for, by line index (0-based) and character. */
  missingCharacters: { line: number; character: string }[];
}
