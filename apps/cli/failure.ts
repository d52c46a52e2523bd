import { ConfigurationError } from '../../infra/config/config';
import { Problem } from '../../shared-kernel/problems/problem';
import { ForwardedFailure, UsageError } from './cli-command';

/** The one line a failed command prints on stderr. */
export function describeFailure(error: unknown): string {
  if (error instanceof Problem) {
    const details = (error.errors ?? []).map((item) => `${item.pointer ?? item.parameter ?? ''} ${item.detail}`.trim());
    return [`${error.code}: ${error.detail}`, ...details].join('; ');
  }
  if (error instanceof ConfigurationError) return error.message.replace(/\n\s*/g, ' ');
  if (error instanceof Error) return error.message.replace(/\n\s*/g, ' ');
  return String(error);
}

/** 2 for a command line that is wrong, 1 for a command that failed. */
export function exitCodeOf(error: unknown): number {
  if (error instanceof ForwardedFailure) return error.exitCode;
  return error instanceof UsageError ? 2 : 1;
}
