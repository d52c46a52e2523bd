import { createHash } from 'node:crypto';
import { mkdirSync, realpathSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Where the owner of a DATA_DIR listens, and where it leaves what a caller needs to talk to it. */
export interface DataDirAddress {
  /** The directory, absolute and with links resolved: the name every message uses. */
  directory: string;
  /** A Unix socket: in Linux's abstract namespace, else a file in the directory. */
  socket: string;
  /** True where the kernel frees the socket with its process, so a killed owner leaves nothing behind. */
  abstract: boolean;
  /** `owner.json`: the owner's pid and role, and the token that admits commands (readable by its user only). */
  ownerFile: string;
}

export function dataDirAddress(dataDir: string): DataDirAddress {
  mkdirSync(dataDir, { recursive: true });
  const directory = realpathSync(resolve(dataDir));
  // An abstract socket is released by the kernel when its process dies, however it dies: no stale
  // lock to detect, and binding it is the atomic test of who owns the directory.
  const abstract = process.platform === 'linux';
  const digest = createHash('sha256').update(directory).digest('hex').slice(0, 40);
  return {
    directory,
    socket: abstract ? `\0signwright/${digest}` : join(directory, 'signwright.sock'),
    abstract,
    ownerFile: join(directory, 'owner.json'),
  };
}
