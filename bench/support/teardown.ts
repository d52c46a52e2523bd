/** Undoes what a benchmark set up, last step first, also when the benchmark failed half-way. */
export class Teardown {
  private readonly steps: (() => Promise<unknown>)[] = [];

  add(step: () => Promise<unknown>): void {
    this.steps.push(step);
  }

  async run(): Promise<void> {
    for (const step of this.steps.reverse()) {
      // One failed step must not leave the database or the Redis keys of the later ones behind.
      await step().catch((error: unknown) => console.error('bench teardown step failed:', error));
    }
  }
}
