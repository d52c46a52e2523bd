import { Counter, Gauge, type Registry } from 'prom-client';
import type { Clock } from '../../shared-kernel/clock';
import type { TaskKind } from '../../shared-kernel/tasks';
import type { Logger } from '../logging/logger';
import { QUEUE_STATES, type QueueDepth } from '../queue/queue-depth';

/** What became of each job of a task queue: finished, retry scheduled, deferred (lane full), error. */
export type JobOutcome = 'finished' | 'retry_scheduled' | 'deferred' | 'error';

/**
 * The task engine's metrics, on the worker process's /metrics (and serve's, when it runs the workers).
 * The counter counts jobs as they end; the gauges are read on each scrape, the depth from the queue and
 * the oldest pending age from the rows, so they are true whichever process did the work.
 */
export class TaskMetrics {
  private readonly jobs: Counter<'queue' | 'outcome'>;
  /** The kinds this process runs: none until its workers start, and then no gauge has a sample. */
  private kinds: readonly TaskKind[] = [];

  constructor(
    registry: Registry,
    private readonly depth: (queue: string) => Promise<QueueDepth>,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {
    this.jobs = new Counter({ name: 'task_jobs_total', help: 'Task jobs run, by queue and outcome', labelNames: ['queue', 'outcome'] as const, registers: [registry] });
    // Gauge's collect runs with the gauge as `this`: what it reads comes through these.
    const depths = () => this.read(this.kinds, 'depth', (kind) => this.depth(kind.name));
    const oldest = (now: Date) => this.read(this.kinds.filter((kind) => kind.oldestPending), 'oldest pending task', (kind) => kind.oldestPending!(now));
    const now = () => this.clock.now();
    new Gauge({
      name: 'task_queue_depth',
      help: 'Jobs a task queue holds, by state: waiting to run, delayed until their time, active',
      labelNames: ['queue', 'state'] as const,
      registers: [registry],
      async collect() {
        // Read first, then replace every sample at once: a concurrent scrape never sees a half-written gauge.
        const readings = await depths();
        this.reset();
        for (const [queue, depth] of readings) {
          for (const state of QUEUE_STATES) this.set({ queue, state }, depth[state]);
        }
      },
    });
    new Gauge({
      name: 'task_oldest_pending_age_seconds',
      help: 'How long the oldest task of a queue that is pending and due has been due; 0 when none is',
      labelNames: ['queue'] as const,
      registers: [registry],
      async collect() {
        const at = now();
        const readings = await oldest(at);
        this.reset();
        for (const [queue, dueAt] of readings) {
          this.set({ queue }, dueAt ? Math.max(0, (at.getTime() - dueAt.getTime()) / 1000) : 0);
        }
      },
    });
  }

  jobDone(queue: string, outcome: JobOutcome): void {
    this.jobs.inc({ queue, outcome });
  }

  /** The task kinds whose queues the gauges describe: those this process's workers run. */
  observe(kinds: readonly TaskKind[]): void {
    this.kinds = kinds;
  }

  /**
   * One reading per kind, in parallel. A kind whose reading fails (its database or Redis away) has no
   * sample in this scrape, and says why in the log: the rest of the scrape, counters included, still answers.
   */
  private async read<T>(kinds: readonly TaskKind[], what: string, reading: (kind: TaskKind) => Promise<T>): Promise<[string, T][]> {
    const readings = await Promise.all(
      kinds.map(async (kind): Promise<[string, T] | undefined> => {
        try {
          return [kind.name, await reading(kind)];
        } catch (error) {
          this.logger.warn({ err: error, queue: kind.name }, `the ${what} of a task queue could not be read for /metrics`);
          return undefined;
        }
      }),
    );
    return readings.filter((entry): entry is [string, T] => entry !== undefined);
  }
}
