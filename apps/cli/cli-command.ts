import type { ServiceProcess } from '../composition/process';
import type { Config } from '../../infra/config/config';

export type OptionSpec = Record<string, { type: 'string' | 'boolean'; multiple?: boolean }>;

/** One admin command: its words (`keys create`), its options, and what it prints with `--json`. */
export interface CliCommand {
  words: string[];
  usage: string;
  options: OptionSpec;
  positionals?: number;
  /** Commands that manage their own lifetime (serve, worker, migrate) get the config, not a process. */
  standalone?: (input: CliInput, config: Config) => Promise<unknown>;
  run?: (input: CliInput, service: ServiceProcess) => Promise<unknown>;
}

export interface CliInput {
  values: Record<string, string | boolean | string[] | undefined>;
  positionals: string[];
}

export class UsageError extends Error {}

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
