import type { Scenario } from './scenario';

/** A new customiser goes through its life; the demo's first one is read, as a filled one looks. */
export const customisersScenario: Scenario = async ({ api, store }) => {
  const demo = `/api/v3/customisers/${store.customisers[0]!.id}`;
  await api.record({ method: 'get', path: '/api/v3/customisers', query: { 'filter[active]': 'true', limit: '2' } });
  const created = await api.record({
    method: 'post',
    path: '/api/v3/customisers',
    body: { name: 'Shopfront neon', pricing_model: 'simple_letter', sign_category: 'neon', product_family: 'neon' },
  });
  const path = `/api/v3/customisers/${created.id}`;
  await api.record({ method: 'get', path: demo });
  await api.record({ method: 'patch', path, body: { name: 'Shopfront neon (outdoor)' } });
  await api.record({ method: 'post', path: `${path}/deactivate` });
  await api.record({ method: 'post', path: `${path}/activate` });
  await api.record({ method: 'get', path: `${demo}/settings` });
  await api.record({ method: 'patch', path: `${path}/settings`, body: { border_margin_cm: 2.5 } });
};
