import { Problems, listedErrors } from '../../shared-kernel/problems/problems';
import { assertMergePatchDocument, isJsonObject } from '../../shared-kernel/merge-patch';
import { parseBody, parseQuery } from '../../shared-kernel/validation/strict-parsing';
import { assertStorableStrings } from '../../shared-kernel/validation/storable-strings';
import type { AnyOperation } from './operation';

/*
 * An operation's input, parsed strictly by its own schemas whichever transport sent it: a tool's
 * arguments meet exactly the checks (and answer exactly the problems) a request's path, query and
 * body do.
 */

export function parseParamsOf(operation: AnyOperation, params: Record<string, unknown>): unknown {
  if (!operation.params) return {};
  const result = operation.params.safeParse(params);
  // Path parameters are ids: one that cannot name a resource is simply an unknown resource.
  if (!result.success) throw Problems.resourceNotFound();
  return result.data;
}

export function parseQueryOf(operation: AnyOperation, query: Record<string, unknown>): unknown {
  if (operation.query) return parseQuery(operation.query, query);
  const names = Object.keys(query);
  if (names.length > 0) {
    const { errors, unlisted } = listedErrors(names, names.length, (parameter) => ({ parameter, code: 'unknown_parameter', detail: `${parameter} is not accepted here.` }));
    throw Problems.unknownParameter(errors, unlisted);
  }
  return {};
}

/** `mayHoldUnstorable` is false where the transport has seen that no string of the body can be unstorable. */
export function parseBodyOf(operation: AnyOperation, body: unknown, mayHoldUnstorable = true): unknown {
  if (!operation.body) {
    // Operations without a body accept none; the spec names each offending field as a `parameter`.
    // `{}` holds no field, so only an operation that takes no body at all (a DELETE) refuses it.
    if (body === undefined) return undefined;
    const empty = isJsonObject(body) && Object.keys(body).length === 0;
    if (empty && !operation.refusesAnyBody) return undefined;
    if (!isJsonObject(body) || empty) {
      const detail = operation.refusesAnyBody ? 'This operation takes no body, not even {}: send none.' : 'This operation takes no body.';
      throw Problems.unknownField([{ parameter: '', code: 'unknown_field', detail }]);
    }
    const names = Object.keys(body);
    const { errors, unlisted } = listedErrors(names, names.length, (parameter) => ({ parameter, code: 'unknown_field', detail: `${parameter} is not accepted here.` }));
    throw Problems.unknownField(errors, unlisted);
  }
  if (operation.bodyIsMergePatch) assertMergePatchDocument(body);
  if (mayHoldUnstorable) assertStorableStrings(body);
  return parseBody(operation.body, body ?? {});
}
