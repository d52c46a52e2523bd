import type { FieldErrorCode } from '../../../../shared-kernel/problems/field-error-catalogue';
import type { ProblemFieldError } from '../../../../shared-kernel/problems/problem';

export function fieldError(pointer: string, code: FieldErrorCode, detail: string, allowedValues?: readonly unknown[]): ProblemFieldError {
  return allowedValues ? { pointer, code, detail, allowed_values: allowedValues } : { pointer, code, detail };
}

/** The row of `rows` an id names, if any. */
export function byId<Row extends { id: number }>(rows: readonly Row[], id: number | null | undefined): Row | undefined {
  return id === undefined || id === null ? undefined : rows.find((row) => row.id === id);
}
