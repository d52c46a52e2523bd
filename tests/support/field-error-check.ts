import { fieldErrorCatalogue, isFieldErrorCode, type FieldErrorDefinition } from '../../shared-kernel/problems/field-error-catalogue';
import type { Exchange } from './contract-validator';

/**
 * What a problem answer's `errors` say that the field error catalogue does not: a code it lacks, a code
 * under a problem its entry does not name, `allowed_values` on a code whose entry does not carry them.
 * The contract types `errors[].code` as any string; the catalogue is what gives each code its page, so
 * every answer an e2e test sees is held to it, codes built at run time (zod's issues) included.
 */
export function fieldErrorViolations(exchange: Exchange): string[] {
  if (!exchange.contentType?.startsWith('application/problem+json')) return [];
  let problem: { code?: unknown; errors?: unknown };
  try {
    problem = JSON.parse(exchange.body.toString('utf8')) as typeof problem;
  } catch {
    return [];
  }
  if (!Array.isArray(problem.errors)) return [];
  const where = `${exchange.method.toUpperCase()} ${exchange.path} → ${exchange.status} (problem ${String(problem.code)})`;
  return problem.errors.flatMap((item: { code?: unknown; allowed_values?: unknown } | null, index) => {
    const code = String(item?.code);
    if (!isFieldErrorCode(code)) return [`${where}: errors/${index}/code ${code} is not in the field error catalogue`];
    const entry: FieldErrorDefinition = fieldErrorCatalogue[code];
    const carriers: readonly string[] = entry.problems;
    return [
      ...(carriers.includes(String(problem.code)) ? [] : [`${where}: errors/${index}/code ${code} is not catalogued as carried by ${String(problem.code)}`]),
      ...(item?.allowed_values === undefined || entry.members?.includes('allowed_values') ? [] : [`${where}: errors/${index}/code ${code} carries allowed_values, which its catalogue entry does not name`]),
    ];
  });
}
