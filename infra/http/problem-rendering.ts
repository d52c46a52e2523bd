import { Problem } from '../../shared-kernel/problems/problem';
import { Problems, problem } from '../../shared-kernel/problems/problems';

export const PROBLEM_MEDIA_TYPE = 'application/problem+json';

/** The RFC 9457 document of a problem; `type` resolves to the problem's page under the docs origin. */
export function renderProblem(value: Problem, docsUrl: string, requestId: string): Record<string, unknown> {
  return {
    type: `${docsUrl}/help/problems/${value.code}`,
    title: value.title,
    status: value.status,
    code: value.code,
    detail: value.detail,
    request_id: requestId,
    ...value.members,
    ...(value.errors ? { errors: value.errors } : {}),
  };
}

interface BodyParserError {
  type?: string;
  status?: number;
}

/** Turns anything thrown into the problem the client sees; unknown failures become a bare 500. */
export function toProblem(error: unknown): { problem: Problem; unexpected: boolean } {
  if (error instanceof Problem) return { problem: error, unexpected: false };
  // The router decodes a path's parameters while it matches routes; a segment that is not percent-encoded
  // UTF-8 (`%FF`) is the client's mistake, which it marks 400, never a failure of the service.
  if (error instanceof URIError && (error as BodyParserError).status === 400) return { problem: Problems.invalidPath(), unexpected: false };
  const parserError = error as BodyParserError;
  switch (parserError?.type) {
    case 'entity.parse.failed':
      return { problem: Problems.malformedJson(), unexpected: false };
    case 'entity.too.large':
      return { problem: Problems.requestTooLarge(), unexpected: false };
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return { problem: Problems.unsupportedMediaType(), unexpected: false };
    case 'request.aborted':
      return { problem: problem('malformed_json', { detail: 'The request body was not received whole.' }), unexpected: false };
    default:
      return { problem: Problems.internalError(), unexpected: true };
  }
}
