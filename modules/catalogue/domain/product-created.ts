/** The topic a shopper's finished design emits (spec, Events); its body is `{product: <product payload>}`. */
export const PRODUCT_CREATED = 'product:created';
