import { GroupedStatements } from './grouped-statements';

/** A statement that answers when told to, recording the groups it was given. */
function heldStatement() {
  const groups: number[][] = [];
  const releases: (() => void)[] = [];
  const run = (inputs: number[]) => {
    groups.push(inputs);
    return new Promise<number[]>((resolve, reject) => releases.push(() => (inputs.includes(13) ? reject(new Error('unlucky group')) : resolve(inputs.map((input) => input * 10)))));
  };
  return { groups, run, releaseNext: () => releases.shift()!() };
}

/** Lets every promise callback already due run: a group starts once the one before it has answered. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('grouped statements', () => {
  it('runs a lone call at once, in a group of its own', async () => {
    const statement = heldStatement();
    const grouped = new GroupedStatements(statement.run);
    const answer = grouped.call(1);
    expect(statement.groups).toEqual([[1]]);
    statement.releaseNext();
    await expect(answer).resolves.toBe(10);
  });

  it('sends the calls that arrive while a group runs together as the next group, each answered with its own output', async () => {
    const statement = heldStatement();
    const grouped = new GroupedStatements(statement.run);
    const answers = [1, 2, 3, 4].map((input) => grouped.call(input));
    expect(statement.groups).toEqual([[1]]);
    statement.releaseNext();
    await settled();
    expect(statement.groups).toEqual([[1], [2, 3, 4]]);
    statement.releaseNext();
    await expect(Promise.all(answers)).resolves.toEqual([10, 20, 30, 40]);
  });

  it('fails only the calls of the group whose statement failed', async () => {
    const statement = heldStatement();
    const grouped = new GroupedStatements(statement.run);
    const first = grouped.call(1);
    const unlucky = [grouped.call(13), grouped.call(14)];
    statement.releaseNext();
    await first;
    await settled();
    const later = grouped.call(5);
    statement.releaseNext();
    await expect(Promise.allSettled(unlucky)).resolves.toEqual([
      { status: 'rejected', reason: new Error('unlucky group') },
      { status: 'rejected', reason: new Error('unlucky group') },
    ]);
    statement.releaseNext();
    await expect(later).resolves.toBe(50);
  });

  it('never makes a group larger than asked', async () => {
    const statement = heldStatement();
    const grouped = new GroupedStatements(statement.run, { parallel: 1, largest: 2 });
    const answers = [1, 2, 3, 4, 5].map((input) => grouped.call(input));
    for (let group = 0; group < 3; group += 1) {
      statement.releaseNext();
      await settled();
    }
    await Promise.all(answers);
    expect(statement.groups).toEqual([[1], [2, 3], [4, 5]]);
  });
});
