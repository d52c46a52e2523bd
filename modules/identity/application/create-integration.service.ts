import { inject, injectable } from 'inversify';
import { OUTBOUND_HTTP, type OutboundHttp } from '../../../shared-kernel/outbound-http';
import { Problems } from '../../../shared-kernel/problems/problems';
import { generateWebhookSecret } from '../../../shared-kernel/webhook-secret';
import type { Integration } from '../domain/integration';
import { IdentityTokens } from '../identity.tokens';
import type { IntegrationRepository, StoreRepository } from './ports';

export interface CreateIntegrationCommand {
  storeId: number;
  type: string;
  name: string;
  enabled: boolean;
  createProductUrl: string | null;
}

/**
 * Creates an integration and the secret its create-product callbacks are signed with (shown once).
 * The create-product URL is judged by the rules of every URL the service posts to (those of webhook
 * destinations): a URL that could never be called is refused now, not at the first product.
 */
@injectable()
export class CreateIntegrationService {
  constructor(
    @inject(IdentityTokens.StoreRepository) private readonly stores: StoreRepository,
    @inject(IdentityTokens.IntegrationRepository) private readonly integrations: IntegrationRepository,
    @inject(OUTBOUND_HTTP) private readonly outbound: OutboundHttp,
  ) {}

  async create(command: CreateIntegrationCommand): Promise<{ integration: Integration; signingSecret: string }> {
    if (!(await this.stores.findById(command.storeId))) throw Problems.resourceNotFound('store');
    const refused = command.createProductUrl === null ? undefined : await this.outbound.refusalOf(command.createProductUrl);
    if (refused) throw Problems.validationFailed([{ pointer: '/create_product_url', code: 'invalid', detail: `This URL cannot receive create-product calls: ${refused}.` }]);
    const signingSecret = generateWebhookSecret();
    const integration = await this.integrations.create({ ...command, signingSecret });
    return { integration, signingSecret };
  }
}
