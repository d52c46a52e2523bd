import type { Scenario } from './scenario';

/** The backboards' own operations on the demo's first customiser: a name checked, the order changed. */
export const backboardsScenario: Scenario = async ({ api, store }) => {
  const backboards = `/api/v3/customisers/${store.customisers[0]!.id}/backboards`;
  await api.record({ method: 'post', path: `${backboards}/validate-create`, body: { name: 'Walnut panel' } });
  const listed = await api.send<{ id: number }[]>({ method: 'get', path: backboards, query: { limit: '100' } });
  await api.record({ method: 'post', path: `${backboards}/reorder`, body: { backboard_ids: listed.map((backboard) => backboard.id).reverse() } });
};
