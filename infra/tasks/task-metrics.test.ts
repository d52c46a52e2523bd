import { Registry } from 'prom-client';
import type { TaskKind } from '../../shared-kernel/tasks';
import { SettableClock } from '../../shared-kernel/test-support/settable-clock';
import { createLogger } from '../logging/logger';
import type { QueueDepth } from '../queue/queue-depth';
import { TaskMetrics } from './task-metrics';

/** A kind as the gauges see it: its name and, when it has one, when its oldest due task became due. */
function kind(name: string, oldestPending?: TaskKind['oldestPending']): TaskKind {
  return { name, concurrency: 1, attempt: async () => undefined, due: async () => [], ...(oldestPending ? { oldestPending } : {}) };
}

function setUp(depths: Record<string, QueueDepth | Error> = {}) {
  const registry = new Registry();
  const clock = new SettableClock('2026-11-24T12:00:00Z');
  const logged: { msg: string; queue: string }[] = [];
  const logger = createLogger('warn', { write: (line: string) => void logged.push(JSON.parse(line)) });
  const depth = async (queue: string) => {
    const answer = depths[queue] ?? { waiting: 0, delayed: 0, active: 0 };
    if (answer instanceof Error) throw answer;
    return answer;
  };
  const metrics = new TaskMetrics(registry, depth, clock, logger);
  /** The samples of one metric as a scrape reads them, by their labels. */
  const samples = async (name: string) =>
    Object.fromEntries((await registry.getSingleMetric(name)!.get()).values.map(({ labels, value }) => [Object.values(labels).join(' '), value]));
  return { registry, clock, metrics, samples, logged };
}

describe('the task metrics', () => {
  it('count the jobs of each queue by outcome', async () => {
    const { metrics, samples } = setUp();
    metrics.jobDone('webhooks.delivery', 'finished');
    metrics.jobDone('webhooks.delivery', 'finished');
    metrics.jobDone('webhooks.delivery', 'retry_scheduled');
    metrics.jobDone('orders.email', 'error');
    expect(await samples('task_jobs_total')).toEqual({ 'webhooks.delivery finished': 2, 'webhooks.delivery retry_scheduled': 1, 'orders.email error': 1 });
  });

  it('read the depth of each observed queue by state on each scrape', async () => {
    const depths = { 'webhooks.delivery': { waiting: 3, delayed: 7, active: 2 }, 'orders.email': { waiting: 0, delayed: 1, active: 0 } };
    const { metrics, samples } = setUp(depths);
    metrics.observe([kind('webhooks.delivery'), kind('orders.email')]);
    expect(await samples('task_queue_depth')).toEqual({
      'webhooks.delivery waiting': 3, 'webhooks.delivery delayed': 7, 'webhooks.delivery active': 2,
      'orders.email waiting': 0, 'orders.email delayed': 1, 'orders.email active': 0,
    });
    depths['webhooks.delivery'] = { waiting: 0, delayed: 0, active: 1 };
    expect(await samples('task_queue_depth')).toMatchObject({ 'webhooks.delivery waiting': 0, 'webhooks.delivery delayed': 0, 'webhooks.delivery active': 1 });
  });

  it('give the age of the oldest due task in seconds, 0 when nothing is due, and nothing for a kind that cannot tell', async () => {
    const { metrics, samples, clock } = setUp();
    const asked: Date[] = [];
    metrics.observe([
      kind('webhooks.delivery', async (now) => (asked.push(now), new Date(now.getTime() - 90_500))),
      kind('orders.email', async () => undefined),
      kind('catalogue.language-sync'),
    ]);
    expect(await samples('task_oldest_pending_age_seconds')).toEqual({ 'webhooks.delivery': 90.5, 'orders.email': 0 });
    expect(asked).toEqual([clock.now()]);
  });

  it('never give a negative age, whatever a kind answers', async () => {
    const { metrics, samples } = setUp();
    metrics.observe([kind('orders.email', async (now) => new Date(now.getTime() + 5_000))]);
    expect(await samples('task_oldest_pending_age_seconds')).toEqual({ 'orders.email': 0 });
  });

  it('have no queue samples before the workers start, so a process that runs none describes none', async () => {
    const { samples } = setUp();
    expect(await samples('task_queue_depth')).toEqual({});
    expect(await samples('task_oldest_pending_age_seconds')).toEqual({});
  });

  it('leave out a queue whose reading fails, saying why in the log, and still answer the rest of the scrape', async () => {
    const { metrics, registry, samples, logged } = setUp({ 'webhooks.delivery': new Error('Redis is away') });
    metrics.observe([kind('webhooks.delivery', async () => { throw new Error('the database is away'); }), kind('orders.email', async () => undefined)]);
    metrics.jobDone('orders.email', 'finished');
    const scrape = await registry.metrics();
    expect(scrape).toContain('task_jobs_total{queue="orders.email",outcome="finished"} 1');
    expect(await samples('task_queue_depth')).toEqual({ 'orders.email waiting': 0, 'orders.email delayed': 0, 'orders.email active': 0 });
    expect(await samples('task_oldest_pending_age_seconds')).toEqual({ 'orders.email': 0 });
    expect(logged).toEqual(expect.arrayContaining([
      expect.objectContaining({ queue: 'webhooks.delivery', msg: 'the depth of a task queue could not be read for /metrics' }),
      expect.objectContaining({ queue: 'webhooks.delivery', msg: 'the oldest pending task of a task queue could not be read for /metrics' }),
    ]));
  });
});
