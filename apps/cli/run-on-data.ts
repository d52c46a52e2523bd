import type { Config } from '../../infra/config/config';
import { dataDirAddress } from '../../infra/embedded/data-dir-address';
import { sendToOwner } from '../../infra/embedded/data-dir-owner-client';
import { DataDirInUse, type CommandRunner, type ForwardedOutcome } from '../../infra/embedded/data-dir-owner';
import { openServiceProcess, type ServiceProcess } from '../composition/process';
import { ForwardedFailure, type CliCommand, type CliInput } from './cli-command';
import { describeFailure, exitCodeOf } from './failure';

/** How long an admin command waits for a DATA_DIR held by another short admin command. */
const WAIT_FOR_DATA_DIR_MS = 60_000;

/**
 * Runs an admin command on the service's data. A PostgreSQL server is shared, so the command opens it
 * here. An embedded DATA_DIR has one owner: the command takes it when it is free, and otherwise has
 * the owner (a running `serve` or `worker`) run it, so its effect is that process's at once.
 */
export async function runOnData(command: CliCommand, input: CliInput, config: Config): Promise<unknown> {
  if (config.databaseUrl) return runHere(command, input, await openServiceProcess(config));
  const address = dataDirAddress(config.dataDir);
  const deadline = Date.now() + WAIT_FOR_DATA_DIR_MS;
  for (;;) {
    const service = await openServiceProcess(config, command.words.join(' ')).catch((error: unknown) => {
      if (error instanceof DataDirInUse) return error;
      throw error;
    });
    if (!(service instanceof DataDirInUse)) return runHere(command, input, service);
    const outcome = await sendToOwner(address, { words: command.words, values: input.values, positionals: input.positionals });
    if (outcome) return unwrap(outcome);
    if (Date.now() > deadline) throw service;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Runs the commands other processes send to this one, on its open service. */
export function commandRunner(commands: readonly CliCommand[], service: ServiceProcess): CommandRunner {
  return async (forwarded) => {
    const command = commands.find((candidate) => candidate.run && candidate.words.join(' ') === forwarded.words.join(' '));
    if (!command) return { ok: false, message: `unknown command ${forwarded.words.join(' ')}`, exit_code: 2 };
    try {
      return { ok: true, result: await command.run!({ values: forwarded.values, positionals: forwarded.positionals }, service) };
    } catch (error) {
      return { ok: false, message: describeFailure(error), exit_code: exitCodeOf(error) };
    }
  };
}

async function runHere(command: CliCommand, input: CliInput, service: ServiceProcess): Promise<unknown> {
  try {
    return await command.run!(input, service);
  } finally {
    await service.close();
  }
}

function unwrap(outcome: ForwardedOutcome): unknown {
  if (outcome.ok) return outcome.result;
  throw new ForwardedFailure(outcome.message, outcome.exit_code);
}
