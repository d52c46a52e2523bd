import { problem } from '../../../shared-kernel/problems/problems';

export const SHAPED_BACKBOARD_TYPES = ['custom_shape', 'cutout'] as const;

export interface BackboardShapeState {
  hasShape: boolean;
  borderMarginCm: number | null;
}

/**
 * A backboard may become `custom_shape` or `cutout` only once it carries an uploaded shape, and
 * `custom_shape` not while the customiser has a border margin configured.
 */
export function assertBackboardTypeAllowed(newType: unknown, previousType: unknown, state: BackboardShapeState): void {
  if (newType === previousType || !(SHAPED_BACKBOARD_TYPES as readonly unknown[]).includes(newType)) return;
  if (!state.hasShape) {
    throw problem('validation_failed', {
      detail: `A backboard becomes ${String(newType)} only once it carries an uploaded shape; attach one with the shape operation first.`,
      errors: [{ pointer: '/backboard_type', code: 'shape_required', detail: 'Attach a shape first (PUT …/shape).' }],
    });
  }
  if (newType === 'custom_shape' && state.borderMarginCm !== null) {
    throw problem('validation_failed', {
      detail: 'custom_shape is refused while the customiser has a border margin configured; clear border margins first.',
      errors: [{ pointer: '/backboard_type', code: 'border_margin_configured', detail: 'Clear border_margin_cm in the customiser settings first.' }],
    });
  }
}

/** A reorder must name every backboard of the customiser exactly once. */
export function assertPermutation(given: readonly number[], existing: readonly number[]): void {
  const seen = new Set<number>();
  const duplicates = new Set<number>();
  for (const id of given) (seen.has(id) ? duplicates : seen).add(id);
  const known = new Set(existing);
  const missing = existing.filter((id) => !seen.has(id));
  const unknown = [...seen].filter((id) => !known.has(id));
  if (missing.length + unknown.length + duplicates.size === 0) return;
  throw problem('validation_failed', {
    detail: 'backboard_ids must name every backboard of the customiser exactly once.',
    errors: [{ pointer: '/backboard_ids', code: 'invalid', detail: 'Not a permutation of the customiser backboards.' }],
    members: { missing_ids: missing, unknown_ids: unknown, duplicate_ids: [...duplicates] },
  });
}
