import type { Scenario } from './scenario';

/**
 * The letter-part colour selections of the demo's neon letter type (face and tube seeded, halo free).
 * A part is deleted only once the letter type no longer declares it, and a bucket colour only while no
 * preset uses it with the letter type: the scenario first makes both so, as a merchant would.
 */
export const letterPartsScenario: Scenario = async ({ api, store }) => {
  const customiser = store.customisers[0]!;
  const [neon, channel] = customiser.letter_types;
  const letterType = `/api/v3/customisers/${customiser.id}/letter-types/${neon!.id}`;
  const parts = `${letterType}/letter-parts`;
  await api.record({ method: 'get', path: parts });
  await api.record({ method: 'post', path: `${parts}/validate-create`, body: { letter_part: 'halo', name: 'Halo glow' } });
  await api.record({ method: 'post', path: parts, body: { letter_part: 'halo', name: 'Halo glow', optional: true, optional_label: 'Add a halo glow' } });
  await api.record({ method: 'get', path: `${parts}/halo` });
  await api.send({ method: 'patch', path: letterType, body: { letter_parts: ['face', 'halo'] } });
  await api.record({ method: 'delete', path: `${parts}/tube` });
  const preset = (customiser.options.presets as number[])[0]!;
  await api.send({ method: 'patch', path: `/api/v3/customisers/${customiser.id}/presets/${preset}`, body: { letter_type_id: channel!.id } });
  await api.record({ method: 'post', path: `${parts}/face/colours/${customiser.options.referenced.colours!}/validate-delete` });
};
