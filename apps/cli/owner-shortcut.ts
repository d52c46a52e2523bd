import type { Config } from '../../infra/config/config';
import { dataDirAddress } from '../../infra/embedded/data-dir-address';
import { sendToOwner } from '../../infra/embedded/data-dir-owner-client';
import type { ForwardedOutcome } from '../../infra/embedded/data-dir-owner';
import { holdsEmbeddedDatabase } from '../../infra/embedded/embedded-database';
import { ForwardedFailure, Printed } from './cli-command';

/**
 * A command line's shortcut to the process that owns an embedded DATA_DIR, taken before the commands
 * and the service are loaded (most of a command's time): undefined when nobody runs commands there.
 */
export async function sendToRunningOwner(config: Config, argv: string[]): Promise<Printed | undefined> {
  // No database there, no owner serving it (and the directory is not made here).
  if (config.databaseUrl || !holdsEmbeddedDatabase(config.dataDir)) return undefined;
  const outcome = await sendToOwner(dataDirAddress(config.dataDir), { argv });
  return outcome && printedOrThrown(outcome);
}

export function printedOrThrown(outcome: ForwardedOutcome): Printed {
  if (outcome.ok) return new Printed(outcome.text);
  throw new ForwardedFailure(outcome.message, outcome.exit_code);
}
