import pino, { type Logger } from 'pino';

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
