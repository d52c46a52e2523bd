/** The first pause between probes, and the longest: quick for what comes at once, cheap for what takes seconds. */
const FIRST_PAUSE_MS = 20;
const LONGEST_PAUSE_MS = 200;

/**
 * Polls until the probe answers something, or fails naming what never came. The deadline is for a
 * hang: a busy machine may take many times longer than a quiet one, and the test must still pass.
 * The pauses grow: a probe is often a request checked against the contract, and a fixed short pause
 * spent CPU on it for as long as a slow wait lasted, the more so on the busy machine that made it slow.
 */
export async function eventually<T>(probe: () => Promise<T | undefined> | T | undefined, what: string, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (let pause = FIRST_PAUSE_MS; ; pause = Math.min(pause * 1.5, LONGEST_PAUSE_MS)) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}
