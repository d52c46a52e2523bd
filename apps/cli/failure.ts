import { Problem } from '../../shared-kernel/problems/problem';
import { ForwardedFailure, UsageError } from './cli-command';

/** What a failed command prints on stderr: one line, but for a usage error, which lists the commands one a line. */
export function describeFailure(error: unknown): string {
  // A forwarded failure was described by the process that ran the command.
  return error instanceof UsageError || error instanceof ForwardedFailure ? error.message : oneLine(describe(error));
}

function describe(error: unknown): string {
  if (error instanceof Problem) {
    const details = (error.errors ?? []).map((item) => `${item.pointer ?? item.parameter ?? ''} ${item.detail}`.trim());
    return [`${error.code}: ${error.detail}`, ...details].join('; ');
  }
  if (error instanceof Error) return error.message;
  return String(error);
}

function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').trim();
}

/** 2 for a command line that is wrong, 1 for a command that failed. */
export function exitCodeOf(error: unknown): number {
  if (error instanceof ForwardedFailure) return error.exitCode;
  return error instanceof UsageError ? 2 : 1;
}
