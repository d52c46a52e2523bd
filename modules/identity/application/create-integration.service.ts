import { inject, injectable } from 'inversify';
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

/** Creates an integration and the secret its create-product callbacks are signed with (shown once). */
@injectable()
export class CreateIntegrationService {
  constructor(
    @inject(IdentityTokens.StoreRepository) private readonly stores: StoreRepository,
    @inject(IdentityTokens.IntegrationRepository) private readonly integrations: IntegrationRepository,
  ) {}

  async create(command: CreateIntegrationCommand): Promise<{ integration: Integration; signingSecret: string }> {
    if (!(await this.stores.findById(command.storeId))) throw Problems.resourceNotFound('store');
    if (command.createProductUrl !== null && !isHttpUrl(command.createProductUrl)) {
      throw Problems.validationFailed([{ pointer: '/create_product_url', code: 'invalid', detail: 'Must be an http(s) URL.' }]);
    }
    const signingSecret = generateWebhookSecret();
    const integration = await this.integrations.create({ ...command, signingSecret });
    return { integration, signingSecret };
  }
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
