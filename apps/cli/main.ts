// First: every module loaded after it is compiled through the cache.
import './compile-cache';
import 'reflect-metadata';
import { loadConfig } from '../../infra/config/config';
import { bindPort } from '../api/listen';
import { describeFailure, exitCodeOf } from './failure';
import { sendToRunningOwner } from './owner-shortcut';

/** Commands that hold DATA_DIR themselves: they are never handed to its owner. */
const OWNERS = new Set(['serve', 'worker']);

async function main(argv: string[]): Promise<void> {
  const config = loadConfig();
  // serve's port before the service's modules load (most of a start): a taken one is refused at once.
  const port = argv[0] === 'serve' ? await bindPort(config) : undefined;
  const printed = OWNERS.has(argv[0] ?? '') ? undefined : await sendToRunningOwner(config, argv);
  // Loaded only when this process runs the command itself: the service is most of a command's start.
  const text = printed?.text ?? (await (await import('./command-line.js')).runCommandLine(argv, config, port));
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
