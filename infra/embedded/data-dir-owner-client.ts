import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import type { DataDirAddress } from './data-dir-address';
import type { DataDirOwner, ForwardedCommand, ForwardedOutcome } from './data-dir-owner';

interface Answer {
  status: number;
  body: unknown;
}

/** Asks the owner of a DATA_DIR who it is; undefined when nobody answers on its socket. */
export async function askOwner(address: DataDirAddress): Promise<DataDirOwner | undefined> {
  const answer = await call(address.socket, 'GET', '/owner').catch(() => undefined);
  return answer?.status === 200 ? (answer.body as DataDirOwner) : undefined;
}

/**
 * Has the owner run an admin command. Undefined when it cannot take one now (nobody answers, or an
 * owner that runs no commands for others): the caller tries again or takes the directory itself.
 */
export async function sendToOwner(address: DataDirAddress, command: ForwardedCommand): Promise<ForwardedOutcome | undefined> {
  const token = ownerToken(address);
  if (!token) return undefined;
  let answer: Answer;
  try {
    answer = await call(address.socket, 'POST', '/commands', JSON.stringify(command), token);
  } catch (error) {
    // Refused before anything was sent: no owner. Lost after sending: the command's fate is unknown.
    if (isRefused(error)) return undefined;
    throw new Error(`the process holding DATA_DIR ${address.directory} stopped before answering; the command may or may not have taken effect`);
  }
  if (answer.status === 200) return answer.body as ForwardedOutcome;
  if (answer.status === 503 || answer.status === 401) return undefined;
  throw new Error(`the process holding DATA_DIR ${address.directory} refused the command: ${JSON.stringify(answer.body)}`);
}

function ownerToken(address: DataDirAddress): string | undefined {
  try {
    return (JSON.parse(readFileSync(address.ownerFile, 'utf8')) as { token?: string }).token;
  } catch (error) {
    // Not yet written by an owner that has just bound its socket: the caller asks again.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || error instanceof SyntaxError) return undefined;
    throw error;
  }
}

function isRefused(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ECONNREFUSED' || code === 'ENOENT';
}

function call(socketPath: string, method: string, path: string, body?: string, token?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { socketPath, method, path, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          try {
            resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
