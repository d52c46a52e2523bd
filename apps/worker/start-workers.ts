import type { Container } from 'inversify';
import { JOB_PROCESSORS, RECURRING_JOBS, type JobProcessor, type RecurringJob } from '../../shared-kernel/jobs';
import { TASK_KINDS, TASK_WORK, type TaskKind, type TaskWork } from '../../shared-kernel/tasks';
import type { Runtime } from '../../infra/runtime';
import { EVENT_ROUTES, type EventRoute } from '../../shared-kernel/events/domain-event';
import { OutboxRelay } from '../../infra/outbox/outbox-relay';
import { startPollingLoop } from '../../infra/queue/polling-loop';

const all = <T>(container: Container, token: symbol): T[] => (container.isBound(token) ? container.getAll<T>(token) : []);

/**
 * Starts every module's task kinds on the task engine, the recurring jobs, the outbox relay and the
 * engine's recovery pass.
 */
export async function startWorkers(container: Container, runtime: Runtime): Promise<void> {
  const kinds = [...all<TaskKind>(container, TASK_KINDS), ...all<TaskWork>(container, TASK_WORK).map((work) => runtime.platformTasks.kind(work))];
  const processors = [...all<JobProcessor>(container, JOB_PROCESSORS), ...runtime.tasks.processors(kinds)];
  const recurring = all<RecurringJob>(container, RECURRING_JOBS);
  await runtime.jobs.startWorkers(processors, recurring);
  for (const loop of [new OutboxRelay(runtime.database, all<EventRoute>(container, EVENT_ROUTES)), runtime.tasks.recovery()]) {
    runtime.onClose(startPollingLoop(loop, (error) => runtime.logger.error({ err: error, task: loop.name }, 'a polling loop failed; retrying')));
  }
  runtime.logger.info({ queues: processors.map((processor) => processor.queue), kind: runtime.jobs.kind }, 'workers started');
}
