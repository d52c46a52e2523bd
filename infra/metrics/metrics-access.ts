import { createHash, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config/config';
import { problem, Problems } from '../../shared-kernel/problems/problems';
import type { Problem } from '../../shared-kernel/problems/problem';

/** Where /metrics is answered: the API's public port, or the worker's port of its own. */
export type MetricsPort = 'public' | 'private';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Who may read /metrics. With METRICS_TOKEN set, only a request bearing it, on any port. Without one,
 * development answers everyone (a laptop), and production answers on the worker's own port only, which
 * belongs to the private network: the API's port faces the internet, so there /metrics does not exist.
 * Answers the problem that refuses the request, or undefined when it may read.
 */
export function metricsRefusal(config: Pick<Config, 'metricsToken' | 'environment'>, port: MetricsPort, authorization: string | undefined, path: string): Problem | undefined {
  if (config.metricsToken === undefined) {
    return config.environment === 'production' && port === 'public' ? Problems.routeNotFound('GET', path) : undefined;
  }
  const sent = /^Bearer (\S+)$/i.exec(authorization ?? '')?.[1];
  if (sent === undefined) return problem('missing_api_key', { detail: 'Send the metrics token as Authorization: Bearer <METRICS_TOKEN>.' });
  // Digests of equal length, compared in constant time: the token's length and prefix give nothing away.
  if (!timingSafeEqual(digest(sent), digest(config.metricsToken))) return problem('invalid_api_key', { detail: 'The metrics token is not the one this process was given.' });
  return undefined;
}
