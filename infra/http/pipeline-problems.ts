import type { ProblemCode } from '../../shared-kernel/problems/problem-catalogue';
import type { AnyRoute } from './route';

/**
 * The problems the request pipeline (http-app.ts, route-pipeline.ts) answers on an operation because
 * of how the operation is declared (and whether it writes one resource, `guarded`), whatever its handler does. The OpenAPI document lists them beside
 * the declaration's own `problems`, so that a declaration cannot forget them.
 */
export function pipelineProblems(route: AnyRoute, guarded: boolean): ProblemCode[] {
  return [
    // Any request may carry a body: it must be JSON, at most 2 MiB, and parse.
    'unsupported_media_type',
    'request_too_large',
    route.invalidJsonCode ?? 'malformed_json',
    // A path parameter is decoded as the router matches the path: one that is not UTF-8 is refused first.
    ...(route.path.includes('{') ? (['invalid_path'] as const) : []),
    ...(route.params ? (['resource_not_found'] as const) : []),
    // A route without a query schema refuses every parameter; one with a schema parses it strictly.
    ...(route.query ? (['unknown_parameter', 'unknown_filter', 'invalid_parameter'] as const) : (['unknown_parameter'] as const)),
    ...(route.body ? (['validation_failed', 'unknown_field'] as const) : (['unknown_field'] as const)),
    ...(route.bodyIsMergePatch ? (['invalid_document'] as const) : []),
    ...(route.idempotency === 'required' ? (['missing_idempotency_key'] as const) : []),
    ...(route.idempotency !== 'none' ? (['invalid_idempotency_key', 'idempotency_key_conflict', 'idempotency_key_in_flight'] as const) : []),
    // A write to one resource compares If-Match with the resource's ETag (entity-tags.ts).
    ...(guarded ? (['precondition_failed'] as const) : []),
  ];
}
