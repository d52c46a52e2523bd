/**
 * Calls that arrive while earlier groups are still running wait, and go together as the next group: one
 * statement then serves many calls, as a group commit does. A lone call waits for nothing, and the busier
 * the database, the larger the groups, so the statements per call fall as the load rises.
 *
 * Only for statements outside any transaction: a group runs on its own, not in its callers' transactions.
 */
export class GroupedStatements<Input, Output> {
  private waiting: { input: Input; resolve: (output: Output) => void; reject: (error: unknown) => void }[] = [];
  private running = 0;

  /**
   * @param run answers one output per input, in the inputs' order.
   * @param parallel groups running at once: one makes the largest groups, more keep several connections busy.
   */
  constructor(
    private readonly run: (inputs: Input[]) => Promise<Output[]>,
    private readonly options: { parallel: number; largest: number } = { parallel: 1, largest: 200 },
  ) {}

  call(input: Input): Promise<Output> {
    return new Promise<Output>((resolve, reject) => {
      this.waiting.push({ input, resolve, reject });
      this.start();
    });
  }

  private start(): void {
    while (this.running < this.options.parallel && this.waiting.length > 0) {
      const group = this.waiting.splice(0, this.options.largest);
      this.running += 1;
      void this.runGroup(group).finally(() => {
        this.running -= 1;
        this.start();
      });
    }
  }

  private async runGroup(group: GroupedStatements<Input, Output>['waiting']): Promise<void> {
    try {
      const outputs = await this.run(group.map((call) => call.input));
      group.forEach((call, index) => call.resolve(outputs[index]!));
    } catch (error) {
      for (const call of group) call.reject(error);
    }
  }
}
