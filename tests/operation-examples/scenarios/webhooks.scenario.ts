import { eventually } from '../../support/eventually';
import type { ExampleRecorder } from '../example-recorder';
import type { Scenario } from './scenario';

type Delivery = { id: number; status: string; attempts_made: number };

/** Waits until the delivery has been attempted `attempts` times and delivered, as a merchant watching the log would. */
const delivered = (api: ExampleRecorder, deliveries: string, id: number, attempts: number) =>
  eventually(
    async () => (await api.send<Delivery[]>({ method: 'get', path: deliveries })).find((delivery) => delivery.id === id && delivery.status === 'delivered' && delivery.attempts_made >= attempts),
    `delivery ${id} delivered ${attempts} time(s)`,
  );

/** A subscription through its life: created, read, changed, tested, its log read, a delivery sent again, its secret rotated, deleted. */
export const webhooksScenario: Scenario = async ({ api, receiver }) => {
  await api.record({ method: 'get', path: '/api/v3/webhook-event-types' });
  const subscription = await api.record({
    method: 'post',
    path: '/api/v3/webhook-subscriptions',
    body: { url: receiver.url('/hooks/signwright'), topics: ['order:created', 'form:submitted'], description: 'Orders to the fulfilment system' },
  });
  const path = `/api/v3/webhook-subscriptions/${subscription.id}`;
  const deliveries = `${path}/deliveries`;
  await api.record({ method: 'get', path: '/api/v3/webhook-subscriptions', query: { limit: '2' } });
  await api.record({ method: 'get', path });
  await api.record({ method: 'patch', path, body: { topics: ['order:created', 'product:created', 'form:submitted'] } });
  const test = await api.record({ method: 'post', path: `${path}/test`, body: { topic: 'order:created' } });
  await delivered(api, deliveries, test.id, 1);
  await api.record({ method: 'get', path: deliveries, query: { limit: '2' } });
  await api.record({ method: 'post', path: `${deliveries}/${test.id}/redeliver` });
  await delivered(api, deliveries, test.id, 2);
  await api.record({ method: 'post', path: `${path}/rotate-secret` });
  await api.record({ method: 'delete', path });
};
