import type { PollingTask } from '../../shared-kernel/jobs';

/** Runs a polling task until stopped: batch after batch while there is work, a pause when there is none. */
export function startPollingLoop(task: PollingTask, onError: (error: unknown) => void): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = (async () => {
      try {
        while (!stopped && (await task.runOnce()) > 0);
      } catch (error) {
        onError(error);
      }
      if (!stopped) timer = setTimeout(tick, task.idleMs);
    })();
  };
  tick();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
