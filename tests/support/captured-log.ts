import { Writable } from 'node:stream';
import type { Logger } from 'pino';
import { createLogger } from '../../infra/logging/logger';

/** A service's log kept in memory: `lines` holds every JSON line the `logger` writes, parsed, in order. */
export function capturedLog(level = 'info'): { lines: Record<string, unknown>[]; logger: Logger } {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: createLogger(level, sink) };
}
