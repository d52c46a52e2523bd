import type { Scenario } from './scenario';

export const storeScenario: Scenario = async ({ api }) => {
  await api.record({ method: 'get', path: '/api/v3/stores/me' });
};
