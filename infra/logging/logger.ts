import pino, { type Logger } from 'pino';
import pinoPretty from 'pino-pretty';

export type { Logger };

/** Paths never written to a log, whatever object reaches the logger. */
export const redactedPaths = [
  'authorization',
  'headers.authorization',
  '*.authorization',
  '*.headers.authorization',
  'secret',
  '*.secret',
  'password',
  '*.password',
  'api_key',
  '*.api_key',
  'token',
  '*.token',
  'signing_secret',
  '*.signing_secret',
];

/** JSON lines on stderr, so stdout stays free for the CLI's `--json` documents. */
export function createLogger(level: string, destination: pino.DestinationStream = pino.destination(2)): Logger {
  return pino(
    { level, redact: { paths: redactedPaths, censor: '[redacted]' }, base: { service: 'signwright' } },
    destination,
  );
}

export type LogFormat = 'json' | 'pretty';

/**
 * How a process of the service writes its log: readable lines for a developer watching a terminal; JSON
 * lines for everything else (a pipe, a file, a log collector) and always in production.
 */
export function logFormatFor(facts: { environment: 'development' | 'production'; isTTY: boolean }): LogFormat {
  return facts.environment === 'development' && facts.isTTY ? 'pretty' : 'json';
}

/** The log of a process of the service, on stderr (or `stream`), in the format `logFormatFor` chooses for it. */
export function createProcessLogger(
  config: { logLevel: string; environment: 'development' | 'production' },
  stream: NodeJS.WritableStream & { isTTY?: boolean } = process.stderr,
): Logger {
  const isTTY = stream.isTTY === true;
  const destination = stream === process.stderr ? 2 : stream;
  if (logFormatFor({ environment: config.environment, isTTY }) === 'json') return createLogger(config.logLevel, destination === 2 ? pino.destination(2) : stream);
  // Synchronous, so the last line before an exit is written.
  return createLogger(config.logLevel, pinoPretty({ destination, sync: true, colorize: isTTY, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,service' }));
}
