import type { Integration } from '../domain/integration';
import type { IntegrationRepository, NewIntegration } from '../application/ports';

/**
 * The integration repository in memory: an integration belongs to an existing store, a store's
 * integrations list by id, and the signing secret is read only by its own store.
 */
export class InMemoryIntegrationRepository implements IntegrationRepository {
  readonly integrations = new Map<number, Integration & { signingSecret: string }>();
  private nextId = 1;

  constructor(private readonly storeExists: (storeId: number) => boolean) {}

  async create(integration: NewIntegration): Promise<Integration> {
    if (!this.storeExists(integration.storeId)) throw new Error(`no store ${integration.storeId}`);
    const created = { ...integration, id: this.nextId++, createdAt: new Date() };
    this.integrations.set(created.id, created);
    return withoutSecret(created);
  }

  async listByStore(storeId: number): Promise<Integration[]> {
    return [...this.integrations.values()].filter((integration) => integration.storeId === storeId).sort((a, b) => a.id - b.id).map(withoutSecret);
  }

  async signingSecretOf(storeId: number, integrationId: number): Promise<string | undefined> {
    const integration = this.integrations.get(integrationId);
    return integration?.storeId === storeId ? integration.signingSecret : undefined;
  }
}

function withoutSecret({ signingSecret: _secret, ...integration }: Integration & { signingSecret: string }): Integration {
  return { ...integration };
}
