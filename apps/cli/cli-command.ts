import type { ServiceProcess } from '../composition/process';
import type { Config } from '../../infra/config/config';
import type { CommandRunner } from '../../infra/embedded/data-dir-owner';
import type { BoundPort } from '../api/listen';

export type OptionSpec = Record<string, { type: 'string' | 'boolean'; multiple?: boolean }>;

/** One admin command: its words (`keys create`), its options, and what it prints with `--json`. */
export interface CliCommand {
  words: string[];
  usage: string;
  options: OptionSpec;
  positionals?: number;
  /** Commands that manage their own lifetime (serve, worker, migrate) get the config, not a process. */
  standalone?: (input: CliInput, config: Config, host: CommandHost) => Promise<unknown>;
  /** Runs on the service's data: here, or in the process that owns an embedded DATA_DIR. */
  run?: (input: CliInput, service: ServiceProcess) => Promise<unknown>;
}

/** What the command line offers the commands that manage their own lifetime. */
export interface CommandHost {
  /** Runs admin commands sent by other processes on this process's open service (embedded mode). */
  runnerFor(service: ServiceProcess): CommandRunner;
  /** Runs this command's `run` on the data, wherever the data is open: what it prints. */
  runOnData(): Promise<Printed>;
  /** `serve`'s port, bound by the entry point before the service's modules loaded. */
  port?: BoundPort;
}

/** Output already formatted (by the process that ran the command), printed as it is. */
export class Printed {
  constructor(readonly text: string) {}
}

export interface CliInput {
  values: Record<string, string | boolean | string[] | undefined>;
  positionals: string[];
}

export class UsageError extends Error {}

/** A command run by the process that owns DATA_DIR failed there; its message and exit code come back as they were. */
export class ForwardedFailure extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
  }
}

export function requiredString(input: CliInput, name: string): string {
  const value = input.values[name];
  if (typeof value !== 'string' || value === '') throw new UsageError(`--${name} is required`);
  return value;
}

export function optionalString(input: CliInput, name: string): string | undefined {
  const value = input.values[name];
  return typeof value === 'string' ? value : undefined;
}

export function requiredId(input: CliInput, name: string, value = input.values[name]): number {
  const text = typeof value === 'string' ? value : '';
  if (!/^\d+$/.test(text)) throw new UsageError(`--${name} must be a numeric id`);
  return Number(text);
}
