import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../infra/config/config';
import { UsageError, type CliCommand, type CliInput } from './cli-command';
import { identityCommands } from './commands/identity.commands';
import { operationCommands } from './commands/operation.commands';
import { deprecatedUsageCommands } from './commands/deprecated-usage.commands';
import { describeFailure, exitCodeOf } from './failure';
import { commandRunner, runOnData } from './run-on-data';

const commands: CliCommand[] = [...operationCommands, ...identityCommands, ...deprecatedUsageCommands];

function findCommand(argv: string[]): { command: CliCommand; rest: string[] } {
  const command = commands
    .filter((candidate) => candidate.words.every((word, index) => argv[index] === word))
    .sort((a, b) => b.words.length - a.words.length)[0];
  if (!command) throw new UsageError(`usage: signwright <command>\n${commands.map((c) => `  ${c.usage} [--json]`).join('\n')}`);
  return { command, rest: argv.slice(command.words.length) };
}

async function main(argv: string[]): Promise<void> {
  const { command, rest } = findCommand(argv);
  const parsed = parseArgs({
    args: rest,
    options: { ...command.options, json: { type: 'boolean' } },
    allowPositionals: (command.positionals ?? 0) > 0,
    strict: true,
  });
  if (parsed.positionals.length !== (command.positionals ?? 0)) throw new UsageError(`usage: signwright ${command.usage}`);
  const { json, ...values } = parsed.values;
  const input: CliInput = { values, positionals: parsed.positionals };
  const config = loadConfig();
  const result = command.standalone
    ? await command.standalone(input, config, { runnerFor: (service) => commandRunner(commands, service), runOnData: () => runOnData(command, input, config) })
    : await runOnData(command, input, config);
  const text = json ? `${JSON.stringify(result)}\n` : `${JSON.stringify(result, null, 2)}\n`;
  // On a pipe stdout is asynchronous, and main's caller exits the process: wait until it has all been written.
  await new Promise<void>((resolve, reject) => process.stdout.write(text, (error) => (error ? reject(error) : resolve())));
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`signwright: ${describeFailure(error)}\n`);
    process.exit(exitCodeOf(error));
  },
);
