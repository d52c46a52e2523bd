import type { FieldErrorCode } from './field-error-catalogue';

/** One entry of a problem's `errors` array: where in the request it went wrong, and why. */
export interface ProblemFieldError {
  pointer?: string;
  parameter?: string;
  /** Only catalogued codes: each has its page, and a client can branch on it. */
  code: FieldErrorCode;
  detail: string;
  allowed_values?: readonly unknown[];
  /** The smallest value accepted, on a number out of range. */
  minimum?: number;
  /** The largest value accepted, on a number out of range. */
  maximum?: number;
}

export interface ProblemOptions {
  detail?: string;
  errors?: ProblemFieldError[];
  /** How many errors were found beyond `errors` and only counted (the answer's `more_errors` item says so). */
  unlisted?: number;
  /** Problem-specific members rendered beside the standard ones (`retry_after`, `required_scopes`, …). */
  members?: Record<string, unknown>;
  /** HTTP headers that belong to this problem (`Retry-After`, `Allow`). */
  headers?: Record<string, string>;
}

/**
 * A failure the client is told about as an RFC 9457 problem document. Thrown from any layer and
 * rendered once, by the HTTP error handler; `code` is the stable identifier clients branch on.
 */
export class Problem extends Error {
  readonly errors: ProblemFieldError[] | undefined;
  readonly members: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(
    readonly status: number,
    readonly code: string,
    readonly title: string,
    readonly detail: string,
    options: Omit<ProblemOptions, 'detail' | 'unlisted'> = {},
  ) {
    super(`${code}: ${detail}`);
    this.name = 'Problem';
    this.errors = options.errors;
    this.members = options.members ?? {};
    this.headers = options.headers ?? {};
  }
}

export function isProblem(value: unknown): value is Problem {
  return value instanceof Problem;
}
