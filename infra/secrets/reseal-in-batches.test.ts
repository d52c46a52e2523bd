import { resealInBatches, type StaleRows } from './reseal-in-batches';

/** A table of numbered values, `old` (stale) or `current`; `stuck` rows lose every compare-and-set, as if written meanwhile. */
function table(values: ('old' | 'current')[], stuck: number[] = []) {
  const rows = values.map((value, id) => ({ id, value }));
  const reads: number[][] = [];
  const staleRows: StaleRows<{ id: number }> = {
    async next(after, limit) {
      const batch = rows.filter((row) => row.value === 'old' && row.id > (after?.id ?? -1)).slice(0, limit);
      reads.push(batch.map((row) => row.id));
      return batch.map(({ id }) => ({ id }));
    },
    async rewrite(batch) {
      const written = batch.filter((row) => !stuck.includes(row.id));
      for (const { id } of written) rows[id]!.value = 'current';
      return written.length;
    },
  };
  return { rows, reads, staleRows };
}

describe('resealing in batches', () => {
  it('reseals every stale row, a batch at a time, and counts what it rewrote', async () => {
    const { rows, reads, staleRows } = table(['old', 'current', 'old', 'old', 'old', 'current', 'old']);
    expect(await resealInBatches(staleRows, 2)).toBe(5);
    expect(rows.every((row) => row.value === 'current')).toBe(true);
    expect(reads).toEqual([[0, 2], [3, 4], [6]]);
  });

  it('reads one empty batch, and rewrites nothing, when nothing is stale', async () => {
    const { reads, staleRows } = table(['current', 'current']);
    expect(await resealInBatches(staleRows, 2)).toBe(0);
    expect(reads).toEqual([[]]);
  });

  it('goes past a row whose compare-and-set fails instead of reading it again and again', async () => {
    const { rows, reads, staleRows } = table(['old', 'old', 'old', 'old'], [1]);
    expect(await resealInBatches(staleRows, 2)).toBe(3);
    expect(rows.map((row) => row.value)).toEqual(['current', 'old', 'current', 'current']);
    expect(reads).toEqual([[0, 1], [2, 3], []]);
  });
});
