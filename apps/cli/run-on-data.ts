import type { Config } from '../../infra/config/config';
import { dataDirAddress } from '../../infra/embedded/data-dir-address';
import { sendToOwner } from '../../infra/embedded/data-dir-owner-client';
import { DataDirInUse } from '../../infra/embedded/data-dir-owner';
import { holdsEmbeddedDatabase, NoDatabaseInDataDir } from '../../infra/embedded/embedded-database';
import { openServiceProcess, type ServiceProcess } from '../composition/process';
import { Printed } from './cli-command';
import { printedOrThrown } from './owner-shortcut';

/** The commands that set data up: they may open a DATA_DIR that holds no database yet, and make one. */
const CREATE_DATA = new Set(['migrate', 'demo seed']);

/** How long an admin command waits for a DATA_DIR held by another short admin command. */
const WAIT_FOR_DATA_DIR_MS = 60_000;

/**
 * Runs an admin command on the service's data. A PostgreSQL server is shared, so the command opens it
 * here. An embedded DATA_DIR has one owner: the command takes it when it is free, and otherwise has
 * the owner (a running `serve` or `worker`) run the command line, so its effect is that process's at once.
 * Only `migrate` and `demo seed` may find a DATA_DIR without a database (and make one); others refuse it.
 */
export async function runOnData(config: Config, argv: string[], role: string, here: (service: ServiceProcess) => Promise<string>): Promise<Printed> {
  if (config.databaseUrl) return new Printed(await runHere(await openServiceProcess(config), here));
  // Never a new database by surprise (an admin command run from another folder finds a fresh ./.data).
  if (!CREATE_DATA.has(role) && !holdsEmbeddedDatabase(config.dataDir)) throw new NoDatabaseInDataDir(config.dataDir);
  const address = dataDirAddress(config.dataDir);
  const deadline = Date.now() + WAIT_FOR_DATA_DIR_MS;
  for (;;) {
    const service = await openServiceProcess(config, role).catch((error: unknown) => {
      if (error instanceof DataDirInUse) return error;
      throw error;
    });
    if (!(service instanceof DataDirInUse)) return new Printed(await runHere(service, here));
    const outcome = await sendToOwner(address, { argv });
    if (outcome) return printedOrThrown(outcome);
    if (Date.now() > deadline) throw service;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function runHere(service: ServiceProcess, here: (service: ServiceProcess) => Promise<string>): Promise<string> {
  try {
    return await here(service);
  } finally {
    await service.close();
  }
}
