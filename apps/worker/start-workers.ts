import type { Container } from 'inversify';
import { JOB_PROCESSORS, RECURRING_JOBS, type JobProcessor, type RecurringJob } from '../../shared-kernel/jobs';
import type { Runtime } from '../../infra/runtime';
import { EVENT_ROUTES, type EventRoute } from '../../shared-kernel/events/domain-event';
import { OutboxRelay, startRelayLoop } from '../../infra/outbox/outbox-relay';

/** Starts every module's job processors, its recurring jobs, and the outbox relay that feeds them events. */
export async function startWorkers(container: Container, runtime: Runtime): Promise<void> {
  const processors = container.getAll<JobProcessor>(JOB_PROCESSORS);
  const recurring = container.getAll<RecurringJob>(RECURRING_JOBS);
  await runtime.jobs.startWorkers(processors, recurring);
  const routes = container.isBound(EVENT_ROUTES) ? container.getAll<EventRoute>(EVENT_ROUTES) : [];
  const relay = new OutboxRelay(runtime.database, runtime.jobs.queue, routes);
  runtime.onClose(startRelayLoop(relay, (error) => runtime.logger.error({ err: error }, 'outbox relay failed; retrying')));
  runtime.logger.info({ queues: processors.map((processor) => processor.queue), kind: runtime.jobs.kind }, 'workers started');
}
