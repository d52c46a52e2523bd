import { parseArgs } from 'node:util';
import type { Config } from '../../infra/config/config';
import type { CommandRunner } from '../../infra/embedded/data-dir-owner';
import type { ServiceProcess } from '../composition/process';
import type { BoundPort } from '../api/listen';
import { Printed, UsageError, type CliCommand, type CliInput } from './cli-command';
import { identityCommands } from './commands/identity.commands';
import { operationCommands } from './commands/operation.commands';
import { deprecatedUsageCommands } from './commands/deprecated-usage.commands';
import { secretsCommands } from './commands/secrets.commands';
import { versionCommands } from './commands/version.commands';
import { describeFailure, exitCodeOf } from './failure';
import { runOnData } from './run-on-data';

const commands: CliCommand[] = [...operationCommands, ...identityCommands, ...deprecatedUsageCommands, ...secretsCommands, ...versionCommands];

interface ParsedCommandLine {
  command: CliCommand;
  input: CliInput;
  json: boolean;
}

/** Runs a command line in this process (or has the DATA_DIR's owner run it); answers what to print. */
export async function runCommandLine(argv: string[], config: Config, port?: BoundPort): Promise<string> {
  const { command, input, json } = parseCommandLine(argv);
  const onData = () => runOnData(config, argv, command.words.join(' '), async (service) => format(await command.run!(input, service), json));
  if (!command.standalone) return (await onData()).text;
  return format(await command.standalone(input, config, { runnerFor: commandLineRunner, runOnData: onData, ...(port ? { port } : {}) }), json);
}

/** Runs the command lines other processes send to this one, on its open service. */
export function commandLineRunner(service: ServiceProcess): CommandRunner {
  return async ({ argv }) => {
    try {
      const { command, input, json } = parseCommandLine(argv);
      if (!command.run) throw new UsageError(`${command.usage} cannot run beside the process that holds DATA_DIR`);
      return { ok: true, text: format(await command.run(input, service), json) };
    } catch (error) {
      return { ok: false, message: describeFailure(error), exit_code: exitCodeOf(error) };
    }
  };
}

function parseCommandLine(argv: string[]): ParsedCommandLine {
  const command = commands
    .filter((candidate) => candidate.words.every((word, index) => argv[index] === word))
    .sort((a, b) => b.words.length - a.words.length)[0];
  if (!command) throw new UsageError(`usage: signwright <command>\n${commands.map((c) => `  ${c.usage} [--json]`).join('\n')}`);
  const parsed = parseArgs({
    args: argv.slice(command.words.length),
    options: { ...command.options, json: { type: 'boolean' } },
    allowPositionals: (command.positionals ?? 0) > 0,
    strict: true,
  });
  if (parsed.positionals.length !== (command.positionals ?? 0)) throw new UsageError(`usage: signwright ${command.usage}`);
  const { json, ...values } = parsed.values;
  return { command, input: { values, positionals: parsed.positionals }, json: json === true };
}

function format(result: unknown, json: boolean): string {
  if (result instanceof Printed) return result.text;
  return json ? `${JSON.stringify(result)}\n` : `${JSON.stringify(result, null, 2)}\n`;
}
