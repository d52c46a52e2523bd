import { Writable } from 'node:stream';
import { createProcessLogger, logFormatFor } from './logger';

/** A stderr stand-in: a terminal or not, keeping what is written. */
function stderr(isTTY: boolean): Writable & { isTTY: boolean; text(): string } {
  const chunks: string[] = [];
  const stream = new Writable({ write: (chunk, _encoding, done) => (chunks.push(String(chunk)), done()) });
  return Object.assign(stream, { isTTY, text: () => chunks.join('') });
}

describe('the log format of a process of the service', () => {
  it('is readable lines in development when stderr is a terminal', () => {
    expect(logFormatFor({ environment: 'development', isTTY: true })).toBe('pretty');
    const terminal = stderr(true);
    createProcessLogger({ logLevel: 'info', environment: 'development' }, terminal).info({ port: 8080, authorization: 'Bearer sk_x' }, 'Signwright listening');
    const line = terminal.text();
    expect(() => JSON.parse(line)).toThrow();
    expect(line).toContain('Signwright listening');
    expect(line).toContain('8080');
    // Redaction holds in every format.
    expect(line).not.toContain('sk_x');
  });

  it('is JSON lines in development when stderr is a pipe or a file', () => {
    expect(logFormatFor({ environment: 'development', isTTY: false })).toBe('json');
    const pipe = stderr(false);
    createProcessLogger({ logLevel: 'info', environment: 'development' }, pipe).info({ port: 8080 }, 'Signwright listening');
    expect(JSON.parse(pipe.text())).toMatchObject({ level: 30, msg: 'Signwright listening', port: 8080, service: 'signwright' });
  });

  it('is JSON lines in production, even on a terminal', () => {
    expect(logFormatFor({ environment: 'production', isTTY: true })).toBe('json');
    const terminal = stderr(true);
    createProcessLogger({ logLevel: 'info', environment: 'production' }, terminal).info('stopped');
    expect(JSON.parse(terminal.text())).toMatchObject({ msg: 'stopped' });
  });
});
