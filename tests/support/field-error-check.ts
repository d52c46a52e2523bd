import { fieldErrorCatalogue, isFieldErrorCode, type FieldErrorDefinition, type FieldErrorMember } from '../../shared-kernel/problems/field-error-catalogue';
import type { Exchange } from './contract-validator';

/**
 * zod's own wording, which must never reach a client: every issue is put in plain words where it becomes
 * an item of `errors` (shared-kernel/validation/strict-parsing.ts).
 */
const RAW_VALIDATOR_WORDING = /Invalid input|Invalid option|\bexpected\b|\breceived\b|Too small|Too big/i;

/** The members beside where, `code` and `detail` that a catalogue entry must name for its items to carry them. */
const MEMBERS: readonly FieldErrorMember[] = ['allowed_values', 'minimum', 'maximum'];

/**
 * What a problem answer's `errors` say that the field error catalogue does not: a code it lacks, a code
 * under a problem its entry does not name, a member (`allowed_values`, `minimum`, `maximum`) on a code
 * whose entry does not carry it, or a detail in the validator's raw wording instead of plain words.
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
  return problem.errors.flatMap((item: Record<string, unknown> | null, index) => {
    const code = String(item?.code);
    const wording = typeof item?.detail === 'string' && RAW_VALIDATOR_WORDING.test(item.detail) ? [`${where}: errors/${index}/detail is the validator's raw wording: ${item.detail}`] : [];
    if (!isFieldErrorCode(code)) return [`${where}: errors/${index}/code ${code} is not in the field error catalogue`, ...wording];
    const entry: FieldErrorDefinition = fieldErrorCatalogue[code];
    const carriers: readonly string[] = entry.problems;
    return [
      ...(carriers.includes(String(problem.code)) ? [] : [`${where}: errors/${index}/code ${code} is not catalogued as carried by ${String(problem.code)}`]),
      ...MEMBERS.filter((member) => item?.[member] !== undefined && !entry.members?.includes(member)).map(
        (member) => `${where}: errors/${index}/code ${code} carries ${member}, which its catalogue entry does not name`,
      ),
      ...wording,
    ];
  });
}
