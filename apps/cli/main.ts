// First: every module loaded after it is compiled through the cache.
import './compile-cache';
import 'reflect-metadata';
import { describeFailure } from './failure';
import { runCommand } from './run-command';

/** On a pipe stdout is asynchronous, and the process exits next: wait until it has all been written. */
function written(stream: NodeJS.WriteStream, text: string): Promise<void> {
  return new Promise((resolve, reject) => stream.write(text, (error) => (error ? reject(error) : resolve())));
}

runCommand(process.argv.slice(2), process.env, () => import('./command-line.js')).then(async ({ exitCode, stdout, stderr }) => {
  if (stdout) await written(process.stdout, stdout);
  if (stderr) await written(process.stderr, stderr);
  process.exit(exitCode);
}).catch((error: unknown) => {
  process.stderr.write(`signwright: ${describeFailure(error)}\n`);
  process.exit(1);
});
