import { ContainerModule } from 'inversify';
import { HTTP_ROUTES } from '../../infra/http/route';
import { WebhooksTokens } from './webhooks.tokens';
import { ListWebhookEventTypesService } from './application/list-webhook-event-types.service';
import { WebhookEventTypeRoutes } from './adapters/http/webhook-event-types.routes';

export const webhooksContainerModule = new ContainerModule(({ bind }) => {
  bind(WebhooksTokens.ListWebhookEventTypes).to(ListWebhookEventTypesService);
  bind(HTTP_ROUTES).to(WebhookEventTypeRoutes);
});
