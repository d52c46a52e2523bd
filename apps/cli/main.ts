import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../infra/config/config';
import { Problem } from '../../shared-kernel/problems/problem';
import { openServiceProcess } from '../composition/process';
import { UsageError, type CliCommand } from './cli-command';
import { identityCommands } from './commands/identity.commands';
import { operationCommands } from './commands/operation.commands';
import { deprecatedUsageCommands } from './commands/deprecated-usage.commands';

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
  const input = { values: parsed.values, positionals: parsed.positionals };
  const config = loadConfig();
  let result: unknown;
  if (command.standalone) {
    result = await command.standalone(input, config);
  } else {
    const service = await openServiceProcess(config);
    try {
      result = await command.run!(input, service);
    } finally {
      await service.close();
    }
  }
  const text = parsed.values.json ? `${JSON.stringify(result)}\n` : `${JSON.stringify(result, null, 2)}\n`;
  // On a pipe stdout is asynchronous, and main's caller exits the process: wait until it has all been written.
  await new Promise<void>((resolve, reject) => process.stdout.write(text, (error) => (error ? reject(error) : resolve())));
}

function describeFailure(error: unknown): string {
  if (error instanceof Problem) {
    const details = (error.errors ?? []).map((item) => `${item.pointer ?? item.parameter ?? ''} ${item.detail}`.trim());
    return [`${error.code}: ${error.detail}`, ...details].join('; ');
  }
  if (error instanceof Error) return error.message;
  return String(error);
}

/** A failure is one line on stderr, whatever its message spans (an invalid configuration lists each variable). */
function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').trim();
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    // A usage error lists the commands, one a line; anything else is one line.
    const text = error instanceof UsageError ? describeFailure(error) : oneLine(describeFailure(error));
    process.stderr.write(`signwright: ${text}\n`);
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);
