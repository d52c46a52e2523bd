import type { Container } from 'inversify';
import { JOB_PROCESSORS, POLLING_TASKS, RECURRING_JOBS, type JobProcessor, type PollingTask, type RecurringJob } from '../../shared-kernel/jobs';
import type { Runtime } from '../../infra/runtime';
import { EVENT_ROUTES, type EventRoute } from '../../shared-kernel/events/domain-event';
import { OutboxRelay } from '../../infra/outbox/outbox-relay';
import { startPollingLoop } from '../../infra/queue/polling-loop';

/** Starts every module's job processors and recurring jobs, the outbox relay, and every polling task. */
export async function startWorkers(container: Container, runtime: Runtime): Promise<void> {
  const processors = container.getAll<JobProcessor>(JOB_PROCESSORS);
  const recurring = container.getAll<RecurringJob>(RECURRING_JOBS);
  await runtime.jobs.startWorkers(processors, recurring);
  const routes = container.isBound(EVENT_ROUTES) ? container.getAll<EventRoute>(EVENT_ROUTES) : [];
  const polling = container.isBound(POLLING_TASKS) ? container.getAll<PollingTask>(POLLING_TASKS) : [];
  for (const task of [new OutboxRelay(runtime.database, runtime.jobs.queue, routes), ...polling]) {
    runtime.onClose(startPollingLoop(task, (error) => runtime.logger.error({ err: error, task: task.name }, 'a polling task failed; retrying')));
  }
  runtime.logger.info({ queues: processors.map((processor) => processor.queue), polling: polling.map((task) => task.name), kind: runtime.jobs.kind }, 'workers started');
}
