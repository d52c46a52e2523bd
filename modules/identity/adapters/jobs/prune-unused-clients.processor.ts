import { inject, injectable } from 'inversify';
import type { JobProcessor, RecurringJob } from '../../../../shared-kernel/jobs';
import { PruneClientsService } from '../../application/prune-clients.service';

export const PRUNE_UNUSED_CLIENTS: RecurringJob = { queue: 'identity.oauth-client-prune', name: 'prune-unused-clients', everyMs: 60 * 60_000 };

@injectable()
export class PruneUnusedClientsProcessor implements JobProcessor {
  readonly queue = PRUNE_UNUSED_CLIENTS.queue;

  constructor(@inject(PruneClientsService) private readonly clients: PruneClientsService) {}

  async process(): Promise<void> {
    await this.clients.prune();
  }
}
