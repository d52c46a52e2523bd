import { problemCatalogue } from './problem-catalogue';
import type { ProblemFieldError } from './problem';
import { Problems, listedErrors, problem } from './problems';

describe('problems', () => {
  it('covers every status and code of the spec Errors table', () => {
    const spec: [string, number][] = [
      ['malformed_json', 400], ['invalid_json', 400], ['missing_idempotency_key', 400], ['missing_api_key', 401],
      ['invalid_api_key', 401], ['expired_api_key', 401], ['insufficient_scope', 403], ['resource_not_found', 404],
      ['idempotency_key_conflict', 409], ['idempotency_key_in_flight', 409], ['store_product_id_conflict', 409],
      ['store_currency_unavailable', 409], ['resource_in_use', 409], ['request_too_large', 413], ['validation_failed', 422],
      ['invalid_document', 422], ['unknown_field', 422], ['unknown_parameter', 422], ['unknown_filter', 422],
      ['invalid_parameter', 422], ['invalid_cursor', 422], ['legacy_pricing_model', 422], ['upload_type_not_allowed', 422],
      ['selection_mode_not_available', 422], ['form_type_not_supported', 422], ['fallback_form_requires_file_field', 422],
      ['letter_part_taken', 422], ['letter_part_not_declared', 422], ['letter_part_not_deletable', 422],
      ['customer_text_not_supported', 422], ['field_not_used_by_letter_part', 422], ['rate_limited', 429],
    ];
    for (const [code, status] of spec) expect({ code, status: problemCatalogue[code as keyof typeof problemCatalogue]?.status }).toEqual({ code, status });
  });

  it('carries retry_after both as a member and as the Retry-After header', () => {
    expect(Problems.rateLimited(7)).toMatchObject({ status: 429, members: { retry_after: 7 }, headers: { 'Retry-After': '7' } });
    expect(Problems.idempotencyKeyInFlight(1)).toMatchObject({ status: 409, members: { retry_after: 1 }, headers: { 'Retry-After': '1' } });
    expect(Problems.serviceUnavailable('Down.', 5)).toMatchObject({ status: 503, code: 'service_unavailable', members: { retry_after: 5 }, headers: { 'Retry-After': '5' } });
  });

  it('names required and granted scopes on insufficient_scope', () => {
    expect(Problems.insufficientScope(['store:read'], ['orders:read']).members).toEqual({
      required_scopes: ['store:read'],
      granted_scopes: ['orders:read'],
    });
  });

  it('counts the referencers on resource_in_use', () => {
    const inUse = Problems.resourceInUse({ referencedBy: [{ type: 'preset', id: 1, name: 'A' }], reason: 'selection_not_empty' });
    expect(inUse.members).toEqual({ referenced_by: [{ type: 'preset', id: 1, name: 'A' }], referenced_by_count: 1, reason: 'selection_not_empty' });
  });

  it('takes status and title from the catalogue', () => {
    expect(problem('legacy_pricing_model', { detail: 'x' })).toMatchObject({ status: 422, title: 'Legacy pricing model', detail: 'x' });
  });

  it('lists at most 100 errors, then one more_errors item counting the rest', () => {
    const errors = Array.from({ length: 1_334 }, (_, index): ProblemFieldError => ({ pointer: `/${String(index).padStart(4, '0')}`, code: 'unknown_field', detail: 'Unknown.' }));
    const listed = Problems.unknownField(errors).errors!;
    expect(listed).toHaveLength(101);
    expect(listed.slice(0, 100)).toEqual(errors.slice(0, 100));
    expect(listed[100]).toEqual({ code: 'more_errors', detail: 'and 1,234 more' });
  });

  it('builds the errors of a long list only as far as the answer lists them, and counts the rest', () => {
    let read = 0;
    function* members() {
      for (let index = 0; index < 150_000; index += 1) {
        read += 1;
        yield `m${index}`;
      }
    }
    const { errors, unlisted } = listedErrors(members(), 150_000, (parameter): ProblemFieldError => ({ parameter, code: 'unknown_field', detail: 'Unknown.' }));
    expect({ built: errors.length, read, unlisted }).toEqual({ built: 100, read: 100, unlisted: 149_900 });
    expect(Problems.unknownField(errors, unlisted).errors?.[100]).toEqual({ code: 'more_errors', detail: 'and 149,900 more' });
  });

  it('lists exactly 100 errors whole', () => {
    const errors = Array.from({ length: 100 }, (_, index): ProblemFieldError => ({ parameter: `p${String(index).padStart(3, '0')}`, code: 'invalid', detail: 'Invalid.' }));
    expect(Problems.invalidParameter(errors).errors).toEqual(errors);
  });
});
