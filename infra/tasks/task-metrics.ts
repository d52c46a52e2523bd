import { Counter, type Registry } from 'prom-client';

/** What became of each job of a task queue: finished, retry scheduled, deferred (lane full), error. */
export type JobOutcome = 'finished' | 'retry_scheduled' | 'deferred' | 'error';

/** The task engine's metrics, on the worker process's /metrics. */
export class TaskMetrics {
  private readonly jobs: Counter<'queue' | 'outcome'>;

  constructor(registry: Registry) {
    this.jobs = new Counter({ name: 'task_jobs_total', help: 'Task jobs run, by queue and outcome', labelNames: ['queue', 'outcome'] as const, registers: [registry] });
  }

  jobDone(queue: string, outcome: JobOutcome): void {
    this.jobs.inc({ queue, outcome });
  }
}
