import type { Scenario } from './scenario';

/** Last: the store's activity then lists what the scenarios before it changed, newest first. */
export const activityScenario: Scenario = async ({ api }) => {
  await api.record({ method: 'get', path: '/api/v3/activity', query: { limit: '2' } });
};
