import type { PollingTask } from '../../shared-kernel/jobs';

export interface PollingLoop {
  /** Runs the task now if it is resting; a run under way will look again before it rests. */
  wake(): void;
  stop(): Promise<void>;
}

/** Runs a polling task until stopped: batch after batch while there is work, a pause when there is none. */
export function startPollingLoop(task: PollingTask, onError: (error: unknown) => void): PollingLoop {
  let stopped = false;
  let woken = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    timer = undefined;
    running = (async () => {
      try {
        do woken = false;
        while (!stopped && ((await task.runOnce()) > 0 || woken));
      } catch (error) {
        onError(error);
      }
      running = undefined;
      if (!stopped) timer = setTimeout(tick, task.idleMs);
    })();
  };
  tick();
  return {
    wake() {
      if (stopped) return;
      if (running) woken = true;
      else {
        clearTimeout(timer);
        tick();
      }
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
