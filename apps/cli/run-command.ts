import { loadConfig } from '../../infra/config/config';
import { bindPort } from '../api/listen';
import type { runCommandLine } from './command-line';
import { describeFailure, exitCodeOf } from './failure';
import { sendToRunningOwner } from './owner-shortcut';

/** Commands that hold DATA_DIR themselves: they are never handed to its owner. */
const OWNERS = new Set(['serve', 'worker']);

/** What a command line printed and how it ended: `bin/signwright` writes it out and exits with the code. */
export interface CommandOutcome {
  exitCode: number;
  stdout: string;
  stderr: string;
}

/**
 * Loads the commands, and with them the service (most of a command's start), only when this process runs
 * one itself. The caller imports them its own way: the built entry point with Node's `import()`, a test
 * through Jest's module registry.
 */
export type LoadCommandLine = () => Promise<{ runCommandLine: typeof runCommandLine }>;

/**
 * Runs one command line to its end with the environment given, as `bin/signwright` does: handed to the
 * running owner of an embedded DATA_DIR when there is one, run here otherwise. Never throws: a failure
 * is one line on stderr (the usage lists the commands) and a non-zero exit code (2 for a wrong command line).
 */
export async function runCommand(argv: string[], environment: NodeJS.ProcessEnv, loadCommandLine: LoadCommandLine): Promise<CommandOutcome> {
  try {
    const config = loadConfig(environment);
    // serve's port before the service's modules load (most of a start): a taken one is refused at once.
    const port = argv[0] === 'serve' ? await bindPort(config) : undefined;
    const printed = OWNERS.has(argv[0] ?? '') ? undefined : await sendToRunningOwner(config, argv);
    const text = printed?.text ?? (await (await loadCommandLine()).runCommandLine(argv, config, port));
    return { exitCode: 0, stdout: text, stderr: '' };
  } catch (error) {
    return { exitCode: exitCodeOf(error), stdout: '', stderr: `signwright: ${describeFailure(error)}\n` };
  }
}
