import type { CatalogueSnapshotInput, PricingSnapshotInput } from '../domain/storefront-snapshot';
import type { TextMeasurement } from '../domain/design-price';

/** The catalogue of one customiser of the current store; a 404 problem where there is none. */
export interface CustomiserSource {
  read(customiserId: number): Promise<CatalogueSnapshotInput>;
  /** The customiser holding a form of the current store, if any. */
  customiserOfForm(formId: number): Promise<number | undefined>;
}

/** The customiser's pricing document and the store's currency. */
export interface PricingSource {
  read(customiserId: number): Promise<PricingSnapshotInput>;
}

/** A font file the outline port reads: `key` names one immutable file, so what was read for it may be kept; `bytes` is asked only when it was not. */
export interface FontSource {
  key: string;
  bytes: () => Promise<Buffer>;
}

/** A run of a text line (a word, or white space) set in one font file. */
export interface OutlinedRun {
  text: string;
  font: FontSource;
}

/**
 * Sets text in its fonts and measures it: the widths and outline length advanced letters are priced by.
 * One em is the letter height; `lines` are the design's text lines, each as its runs in reading order.
 */
export interface TextOutlines {
  measure(lines: OutlinedRun[][], letterHeightCm: number): Promise<TextMeasurement>;
  /** The text's outlines as an SVG drawing in centimetres, each run filled with its #rrggbb colour: the design's preview artwork. */
  outlineSvg(lines: (OutlinedRun & { colour: string })[][], letterHeightCm: number): Promise<string>;
}

/** A finished design's drawing as kept: the public URL it is served at, and the path it is stored under. */
export interface KeptPreview {
  url: string;
  path: string;
}

/** Keeps a finished design's preview drawing. */
export interface DesignPreviews {
  keep(svg: string): Promise<KeptPreview>;
}

/** The bytes of a font's attached file, by the URL the configuration publishes for it. */
export interface FontFiles {
  bytes(ttfUrl: string): Promise<Buffer | undefined>;
}

/** The store's custom integration that receives product:created for designed products, if it has one. */
export interface ProductIntegrations {
  designIntegrationOf(storeId: number): Promise<number | null>;
}

export interface DesignedProductInput {
  customiserId: number;
  integrationId: number | null;
  title: string;
  description: string;
  priceAmount: number;
  currency: string;
  widthCm: number | null;
  heightCm: number | null;
  lengthCm: number | null;
  customisations: { key: string; label: string; value: string }[];
  design: Record<string, unknown>;
  /** The design drawn in its font, where the font has a file. */
  preview: KeptPreview | null;
}

export interface StoredProduct {
  id: number;
}

/** Records the product a finished design makes, emitting product:created, in the caller's transaction. */
export interface DesignedProducts {
  record(input: DesignedProductInput): Promise<StoredProduct>;
}

/** An upload of the current store a shopper names in a submission; absent ids are simply not returned. */
export interface FormUpload {
  id: string;
  status: string;
  purpose: string;
}

/** A shopper's file as the quote keeps it. */
export interface FormFile {
  upload_id: string;
  filename: string;
  content_type: string;
  byte_size: number;
}

export interface FormUploads {
  find(ids: readonly string[]): Promise<FormUpload[]>;
  /** Takes the named uploads for one submission, in the caller's transaction: no other can name them. */
  attach(ids: readonly string[]): Promise<FormFile[]>;
}

export interface QuoteRequest {
  customiserId: number;
  formId: number;
  answers: { fieldId: string; value: string | number | boolean | string[] }[];
  files: FormFile[];
  contact: { name: string | null; email: string | null; phone: string | null };
}

/** Records the quote (which emits form:submitted and queues the form's emails) in the caller's transaction. */
export interface QuoteRequests {
  record(request: QuoteRequest): Promise<{ id: number; submittedAt: Date }>;
}
