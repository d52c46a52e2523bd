import type { Config } from '../../../../infra/config/config';
import type { AnyRoute } from '../../../../infra/http/route';
import type { ProblemCode } from '../../../../shared-kernel/problems/problem-catalogue';
import { MIGRATION_GUIDE_PATH, PREVIOUS_GENERATION_DEPRECATION } from '../../domain/deprecation-schedule';

/**
 * What every previous-generation operation declares: legacy wildcard keys only (scopes are never
 * checked), plain JSON without the v3 envelope, and the deprecation its answers announce.
 */
export function previousGeneration(config: Pick<Config, 'docsUrl'>) {
  return {
    tag: 'Legacy',
    auth: 'legacy_api_key' as const,
    envelope: 'none' as const,
    deprecation: { ...PREVIOUS_GENERATION_DEPRECATION, migrationGuideUrl: `${config.docsUrl}${MIGRATION_GUIDE_PATH}` },
  };
}

/**
 * Problems the v3 request's own form answers, which the previous generation's never has: it takes no
 * query (its listings read every page, sending back only cursors v3 just gave), no merge patch, and
 * never requires an Idempotency-Key.
 */
const ONLY_V3_FORMS_ANSWER: readonly ProblemCode[] = ['unknown_filter', 'invalid_parameter', 'invalid_cursor', 'invalid_document', 'missing_idempotency_key'];

const KEY_RULES = ['none', 'optional', 'required'] as const;

/**
 * What a previous-generation operation takes from the v3 operations it presents rather than restating
 * it: their scopes, their budget and the problems they answer, and their idempotency, except that a
 * key this generation never required stays optional. Its path, words and answer's shape are its own.
 */
export function presenting(config: Pick<Config, 'docsUrl'>, ...presented: AnyRoute[]) {
  const strictest = Math.max(...presented.map((operation) => KEY_RULES.indexOf(operation.idempotency)));
  const budgets = presented.flatMap((operation) => (operation.budget ? [operation.budget] : []));
  // A request spends one unit of one budget: an operation presenting two writes would have to say which.
  if (budgets.length > 1) throw new Error(`${presented.map((operation) => operation.operationId).join(', ')}: more than one budget to spend`);
  return {
    ...previousGeneration(config),
    scopes: [...new Set(presented.flatMap((operation) => operation.scopes))],
    idempotency: strictest === 0 ? ('none' as const) : ('optional' as const),
    ...(budgets[0] ? { budget: budgets[0] } : {}),
    problems: [...new Set(presented.flatMap((operation) => operation.problems))].filter((code) => !ONLY_V3_FORMS_ANSWER.includes(code)),
  };
}
