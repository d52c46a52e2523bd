import type { PollingTask } from '../../shared-kernel/jobs';
import { startPollingLoop } from './polling-loop';

/** Lets every promise callback already due run. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

/** A task whose runs the test answers one by one: each run waits for the number of items it "found". */
function controlledTask() {
  const answers: ((found: number) => void)[] = [];
  let runs = 0;
  const task: PollingTask = {
    name: 'test.task',
    // Resting this long, only a wake can start another run within the test.
    idleMs: 3_600_000,
    runOnce: () => {
      runs += 1;
      return new Promise<number>((resolve) => answers.push(resolve));
    },
  };
  const answer = (found: number) => answers.shift()!(found);
  /** Answers the running run, then lets the loop act on the answer. */
  const answered = async (found: number) => {
    answer(found);
    await settled();
  };
  return { task, runs: () => runs, answer, answered };
}

/** A loop whose failures fail the test. */
const started = (task: PollingTask) =>
  startPollingLoop(task, (error) => {
    throw error;
  });


describe('a polling loop', () => {
  it('runs batch after batch while there is work, then rests', async () => {
    const { task, runs, answered } = controlledTask();
    const loop = started(task);
    await answered(5);
    expect(runs()).toBe(2);
    await answered(0);
    expect(runs()).toBe(2);
    await loop.stop();
  });

  it('runs at once when woken while resting', async () => {
    const { task, runs, answer, answered } = controlledTask();
    const loop = started(task);
    await answered(0);
    loop.wake();
    expect(runs()).toBe(2);
    answer(0);
    await loop.stop();
  });

  it('looks again before resting when woken during a run that found nothing', async () => {
    const { task, runs, answered } = controlledTask();
    const loop = started(task);
    loop.wake();
    await answered(0);
    expect(runs()).toBe(2);
    await answered(0);
    expect(runs()).toBe(2);
    await loop.stop();
  });
});
