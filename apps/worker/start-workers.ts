import type { Container } from 'inversify';
import { JOB_PROCESSORS, RECURRING_JOBS, type JobProcessor, type RecurringJob } from '../../shared-kernel/jobs';
import { TASK_KINDS, TASK_WORK, type TaskKind, type TaskWork } from '../../shared-kernel/tasks';
import type { Runtime } from '../../infra/runtime';
import { EVENT_ROUTES, type EventRoute } from '../../shared-kernel/events/domain-event';
import { OutboxRelay } from '../../infra/outbox/outbox-relay';
import { startPollingLoop, type PollingLoop } from '../../infra/queue/polling-loop';
import { listenForOutboxEvents } from '../../infra/outbox/outbox-notifications';

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
  const [relay] = [new OutboxRelay(runtime.database, all<EventRoute>(container, EVENT_ROUTES)), runtime.tasks.recovery()].map((task) => {
    const loop = startPollingLoop(task, (error) => runtime.logger.error({ err: error, task: task.name }, 'a polling loop failed; retrying'));
    runtime.onClose(() => loop.stop());
    return loop;
  });
  await wakeRelayOnCommit(runtime, relay!);
  runtime.logger.info({ queues: processors.map((processor) => processor.queue), kind: runtime.jobs.kind }, 'workers started');
}

/** On PostgreSQL, committed outbox events wake the relay at once; polling remains for whatever a notification misses. */
async function wakeRelayOnCommit(runtime: Runtime, relay: PollingLoop): Promise<void> {
  const databaseUrl = runtime.config.databaseUrl;
  if (!databaseUrl) return;
  const warn = (error: unknown) => runtime.logger.warn({ err: error }, 'outbox notifications failed; the relay keeps polling');
  try {
    runtime.onClose(await listenForOutboxEvents(databaseUrl, () => relay.wake(), warn));
  } catch (error) {
    warn(error);
  }
}
