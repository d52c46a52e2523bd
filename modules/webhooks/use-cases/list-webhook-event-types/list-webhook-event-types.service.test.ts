import { CursorCodec } from '../../../../shared-kernel/http/pagination';
import { actingForStore } from '../../../../shared-kernel/request-context';
import { WEBHOOK_TOPICS } from '../../domain/topics';
import { ListWebhookEventTypesService } from './list-webhook-event-types.service';

describe('the webhook event types', () => {
  const eventTypes = new ListWebhookEventTypesService(new CursorCodec('test secret'));

  it('are the catalogue’s topics, the same for every store', async () => {
    const listed = await actingForStore(5, () => eventTypes.list({ limit: 100 }));
    expect(listed.items.map((topic) => topic.topic)).toEqual(WEBHOOK_TOPICS.map((topic) => topic.topic));
    expect(listed.nextCursor).toBeNull();
  });

  it('page in catalogue order, a cursor picking up after the topic it names', async () => {
    const first = await actingForStore(5, () => eventTypes.list({ limit: 1 }));
    expect(first.items.map((topic) => topic.topic)).toEqual([WEBHOOK_TOPICS[0]!.topic]);
    const rest = await actingForStore(5, () => eventTypes.list({ limit: 100, cursor: first.nextCursor! }));
    expect(rest.items.map((topic) => topic.topic)).toEqual(WEBHOOK_TOPICS.slice(1).map((topic) => topic.topic));
  });
});
