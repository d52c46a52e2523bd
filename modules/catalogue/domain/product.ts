/**
 * A file the service keeps for a product, published at `url` and stored under `path` (its key in blob
 * storage): the drawing of a finished design is its `product_image`. A synchronised product's artwork is
 * only referenced, never stored, so it has none.
 */
export interface ProductUpload {
  type: 'product_image';
  url: string;
  path: string;
}

/** A product a store sells: synchronised by its integration, or made by a shopper finishing a design. */
export interface Product {
  id: number;
  storeId: number;
  customiserId: number;
  integrationId: number | null;
  /** The integration's own id: `store_product_id` on synchronisation, or the `external_id` a product:created receiver answered. */
  storeProductId: string | null;
  source: 'synchronised' | 'design';
  title: string;
  description: string;
  priceAmount: number;
  compareAtAmount: number;
  currency: string;
  widthCm: number | null;
  heightCm: number | null;
  lengthCm: number | null;
  customisations: { key: string; label: string; value: string }[];
  artwork: Record<string, string> | null;
  /** The shopper's design a designed product was made from (with its price); null for a synchronised one. */
  design: Record<string, unknown> | null;
  uploads: ProductUpload[];
  createdAt: Date;
  updatedAt: Date;
}

export const ARTWORK_KEYS = [
  'preview_image_url', 'svg_url', 'outline_image_url', 'eps_url', 'illustrator_pdf_url', 'dxf_url',
  'custom_background_url', 'custom_background_original_url', 'source_file_url',
] as const;

/** What each artwork file is, in the words of the contract. */
export const ARTWORK_FILES: Readonly<Record<(typeof ARTWORK_KEYS)[number], string>> = {
  preview_image_url: 'a picture of the finished sign (also the product’s `image_url`)',
  svg_url: 'the design as an SVG drawing',
  outline_image_url: 'a picture of the design’s outline',
  eps_url: 'the design as an EPS file',
  illustrator_pdf_url: 'the design as an Illustrator-compatible PDF',
  dxf_url: 'the design as a DXF drawing, for cutting',
  custom_background_url: 'the shopper’s background image, as placed in the design',
  custom_background_original_url: 'the shopper’s background image, as uploaded',
  source_file_url: 'the file the design was made from',
};


/**
 * The flat shape manufacturer emails and exports have always read (one line per customisation), kept
 * beside the product so those paths need not learn the v3 shape.
 */
export function compatibilityProjection(product: Product): Record<string, unknown> {
  return {
    product_id: product.id,
    name: product.title,
    price: product.priceAmount,
    currency: product.currency,
    dimensions: [product.widthCm, product.heightCm, product.lengthCm].map((value) => value ?? '-').join(' x ') + ' cm',
    options: product.customisations.map((item) => `${item.label}: ${item.value}`).join('\n'),
    files: Object.values(product.artwork ?? {}),
  };
}
