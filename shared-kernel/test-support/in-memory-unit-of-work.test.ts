import { InMemoryUnitOfWork, checkpointOf, type Transactional } from './in-memory-unit-of-work';

class Rows implements Transactional {
  readonly byId = new Map<number, { name: string; at: Date }>();
  readonly log: string[] = [];
  checkpoint() {
    return checkpointOf(this.byId, this.log);
  }
}

describe('the in-memory unit of work', () => {
  it('keeps what committed work wrote, and runs after-commit work once it has', async () => {
    const rows = new Rows();
    const unitOfWork = new InMemoryUnitOfWork([rows]);
    const order: string[] = [];
    await unitOfWork.run(async () => {
      rows.byId.set(1, { name: 'kept', at: new Date('2026-01-01') });
      await unitOfWork.afterCommit(() => void order.push('after commit'));
      order.push('work');
    });
    expect(order).toEqual(['work', 'after commit']);
    expect(rows.byId.get(1)).toEqual({ name: 'kept', at: new Date('2026-01-01') });
  });

  it('puts every participant back as it was when the work throws, then runs after-rollback work', async () => {
    const rows = new Rows();
    rows.byId.set(1, { name: 'before', at: new Date('2026-01-01') });
    const unitOfWork = new InMemoryUnitOfWork([rows]);
    const seen: string[] = [];
    const failing = unitOfWork.run(async () => {
      rows.byId.get(1)!.name = 'changed';
      rows.byId.set(2, { name: 'added', at: new Date() });
      rows.log.push('written');
      await unitOfWork.afterCommit(() => void seen.push('after commit'));
      await unitOfWork.afterRollback(() => void seen.push(`after rollback, row 1 ${rows.byId.get(1)!.name}`));
      throw new Error('refused');
    });
    await expect(failing).rejects.toThrow('refused');
    expect([...rows.byId.values()].map((row) => row.name)).toEqual(['before']);
    expect(rows.byId.get(1)!.at).toBeInstanceOf(Date);
    expect(rows.log).toEqual([]);
    expect(seen).toEqual(['after rollback, row 1 before']);
  });

  it('joins a nested run to the transaction, and runs callbacks at once outside one', async () => {
    const rows = new Rows();
    const unitOfWork = new InMemoryUnitOfWork([rows]);
    await expect(
      unitOfWork.run(async () => {
        await unitOfWork.run(async () => void rows.log.push('inner'));
        throw new Error('outer fails');
      }),
    ).rejects.toThrow('outer fails');
    expect(rows.log).toEqual([]);
    const ran: string[] = [];
    await unitOfWork.afterCommit(() => void ran.push('commit'));
    await unitOfWork.afterRollback(() => void ran.push('rollback'));
    expect(ran).toEqual(['commit', 'rollback']);
  });

  it('does not fail committed work when after-commit work fails', async () => {
    const unitOfWork = new InMemoryUnitOfWork();
    const result = await unitOfWork.run(async () => {
      await unitOfWork.afterCommit(() => {
        throw new Error('queue down');
      });
      return 'done';
    });
    expect(result).toBe('done');
    expect(unitOfWork.afterCommitFailures).toEqual([new Error('queue down')]);
  });
});
