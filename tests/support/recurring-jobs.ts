import { randomUUID } from 'node:crypto';
import type { Container } from 'inversify';
import { JOB_PROCESSORS, RECURRING_JOBS, type JobProcessor, type RecurringJob } from '../../shared-kernel/jobs';

/**
 * Runs one round of a recurring job now, as a worker does when its timer fires: the job found by its name
 * among the modules' recurring jobs, handed to the processor of its queue. A test need not wait an hour.
 */
export async function runRecurringJob(service: { container: Container }, name: string): Promise<void> {
  const job = service.container.getAll<RecurringJob>(RECURRING_JOBS).find((each) => each.name === name);
  if (!job) throw new Error(`No recurring job is named ${name}`);
  const processor = service.container.getAll<JobProcessor>(JOB_PROCESSORS).find((each) => each.queue === job.queue);
  if (!processor) throw new Error(`No processor runs the queue ${job.queue} of ${name}`);
  await processor.process({ id: randomUUID(), name: job.name, data: {}, attempt: 1 });
}
