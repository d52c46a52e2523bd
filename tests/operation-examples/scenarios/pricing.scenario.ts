import type { Scenario } from './scenario';

type PricingDocument = { price_lists: Record<string, unknown>[] } & Record<string, unknown>;

/**
 * The pricing document of the demo's first customiser (simple letter, with sheet pricing): read, checked,
 * replaced, patched; then its versions listed, the replaced one read and restored.
 */
export const pricingScenario: Scenario = async ({ api, store }) => {
  const pricing = `/api/v3/customisers/${store.customisers[0]!.id}/pricing`;
  // The document as read, less `livemode`: the service takes it back unchanged, the request schema does not name it.
  const { livemode: _livemode, ...document } = await api.record<PricingDocument>({ method: 'get', path: pricing });
  const [first, ...rest] = document.price_lists;
  const renamed = { ...document, price_lists: [{ ...first, name: 'Standard neon' }, ...rest] };
  await api.record({ method: 'post', path: `${pricing}/validate`, body: renamed });
  await api.record({ method: 'put', path: pricing, body: renamed });
  await api.record({ method: 'patch', path: pricing, body: { base_pricing: { mode: 'included_in_price_lists', rows: [] } } });
  const versions = await api.record<{ version: number; operation: string }[]>({ method: 'get', path: `${pricing}/versions`, query: { limit: '3' } });
  const replaced = versions.find((version) => version.operation === 'replace')!;
  await api.record({ method: 'get', path: `${pricing}/versions/${replaced.version}` });
  await api.record({ method: 'post', path: `${pricing}/versions/${replaced.version}/restore` });
};
