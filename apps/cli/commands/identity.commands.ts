import {
  IdentityTokens,
  type ApiKey,
  type CreateApiKeyService,
  type CreateIntegrationService,
  type CreatePersonService,
  type CreateStoreService,
  type ListApiKeysService,
  type RemovePersonService,
  type StorefrontKeysService,
  type RevokeApiKeyService,
  type TestStoresService,
} from '../../../modules/identity';
import { integrationView, newStoreView } from './identity.views';
import { UsageError, optionalString, requiredId, requiredString, type CliCommand } from '../cli-command';

function keyView(key: ApiKey) {
  return {
    id: key.id,
    name: key.name,
    scopes: key.legacy ? ['*'] : key.scopes,
    legacy: key.legacy,
    mode: key.mode,
    display_prefix: key.displayPrefix,
    expires_at: key.expiresAt?.toISOString() ?? null,
    last_used_at: key.lastUsedAt?.toISOString() ?? null,
    revoked_at: key.revokedAt?.toISOString() ?? null,
  };
}

export const identityCommands: CliCommand[] = [
  {
    words: ['stores', 'create'],
    usage: 'stores create --name N --currency EUR [--plan P] [--platform universal] [--manufacturer-email E]',
    options: { name: { type: 'string' }, currency: { type: 'string' }, plan: { type: 'string' }, platform: { type: 'string' }, 'manufacturer-email': { type: 'string' } },
    async run(input, service) {
      const store = await service.container.get<CreateStoreService>(IdentityTokens.CreateStore).create({
        name: requiredString(input, 'name'),
        currency: optionalString(input, 'currency') ?? null,
        ...(optionalString(input, 'plan') ? { plan: optionalString(input, 'plan') } : {}),
        ...(optionalString(input, 'platform') ? { platform: optionalString(input, 'platform') } : {}),
        manufacturerEmail: optionalString(input, 'manufacturer-email') ?? null,
      });
      return newStoreView(store);
    },
  },
  {
    words: ['integrations', 'create'],
    usage: 'integrations create --store ID --type custom --name N [--disabled] [--create-product-url URL]',
    options: { store: { type: 'string' }, type: { type: 'string' }, name: { type: 'string' }, disabled: { type: 'boolean' }, 'create-product-url': { type: 'string' } },
    async run(input, service) {
      const { integration, signingSecret } = await service.container
        .get<CreateIntegrationService>(IdentityTokens.CreateIntegration)
        .create({
          storeId: requiredId(input, 'store'),
          type: requiredString(input, 'type'),
          name: requiredString(input, 'name'),
          enabled: input.values.disabled !== true,
          createProductUrl: optionalString(input, 'create-product-url') ?? null,
        });
      return { ...integrationView(integration), create_product_url: integration.createProductUrl, signing_secret: signingSecret };
    },
  },
  {
    words: ['keys', 'create'],
    usage: 'keys create --store ID --name N --scopes a,b [--expires-at ISO8601] [--test] [--legacy]',
    options: { store: { type: 'string' }, name: { type: 'string' }, scopes: { type: 'string' }, 'expires-at': { type: 'string' }, test: { type: 'boolean' }, legacy: { type: 'boolean' } },
    async run(input, service) {
      const legacy = input.values.legacy === true;
      const scopesText = optionalString(input, 'scopes');
      if (!scopesText && !legacy) throw new UsageError('--scopes is required (a comma-separated list)');
      const expiresAt = optionalString(input, 'expires-at');
      const { key, secret } = await service.container.get<CreateApiKeyService>(IdentityTokens.CreateApiKey).create({
        storeId: requiredId(input, 'store'),
        name: requiredString(input, 'name'),
        scopes: (scopesText ?? '').split(',').map((scope) => scope.trim()).filter(Boolean),
        expiresAt: expiresAt ? new Date(expiresAt) : null,
        test: input.values.test === true,
        legacy,
      });
      const view = keyView(key);
      return { id: view.id, name: view.name, scopes: view.scopes, expires_at: view.expires_at, secret };
    },
  },
  {
    words: ['keys', 'revoke'],
    usage: 'keys revoke KEY_ID',
    options: {},
    positionals: 1,
    async run(input, service) {
      const key = await service.container.get<RevokeApiKeyService>(IdentityTokens.RevokeApiKey).revoke(requiredId(input, 'KEY_ID', input.positionals[0]));
      return keyView(key);
    },
  },
  {
    words: ['keys', 'list'],
    usage: 'keys list --store ID',
    options: { store: { type: 'string' } },
    async run(input, service) {
      const keys = await service.container.get<ListApiKeysService>(IdentityTokens.ListApiKeys).list(requiredId(input, 'store'));
      return keys.map(keyView);
    },
  },
  {
    words: ['people', 'create'],
    usage: 'people create --email E --password P --store ID',
    options: { email: { type: 'string' }, password: { type: 'string' }, store: { type: 'string' } },
    async run(input, service) {
      const person = await service.container.get<CreatePersonService>(IdentityTokens.CreatePerson).create({
        email: requiredString(input, 'email'),
        password: requiredString(input, 'password'),
        storeId: requiredId(input, 'store'),
      });
      return { id: person.id, email: person.email, company_id: person.companyId };
    },
  },
  {
    words: ['people', 'remove'],
    usage: 'people remove --email E --store ID',
    options: { email: { type: 'string' }, store: { type: 'string' } },
    async run(input, service) {
      const person = await service.container
        .get<RemovePersonService>(IdentityTokens.RemovePerson)
        .remove(requiredString(input, 'email'), requiredId(input, 'store'));
      return { id: person.id, email: person.email, company_id: person.companyId, removed: true };
    },
  },
  {
    words: ['storefront-key'],
    usage: 'storefront-key --store ID [--test]',
    options: { store: { type: 'string' }, test: { type: 'boolean' } },
    async run(input, service) {
      const keys = service.container.get<StorefrontKeysService>(IdentityTokens.StorefrontKeys);
      return { storefront_key: await keys.keyOf(requiredId(input, 'store'), { test: input.values.test === true }) };
    },
  },
  {
    words: ['sandbox', 'reset'],
    usage: 'sandbox reset --store ID',
    options: { store: { type: 'string' } },
    async run(input, service) {
      const storeId = requiredId(input, 'store');
      const copied = await service.container.get<TestStoresService>(IdentityTokens.TestStores).reset(storeId);
      return { store_id: storeId, copied };
    },
  },
  {
    words: ['storefront-origins'],
    usage: 'storefront-origins --store ID [--set https://shop.example,…] [--test]',
    options: { store: { type: 'string' }, set: { type: 'string' }, test: { type: 'boolean' } },
    async run(input, service) {
      const storeId = requiredId(input, 'store');
      const origins = optionalString(input, 'set');
      const settings = await service.container
        .get<StorefrontKeysService>(IdentityTokens.StorefrontKeys)
        .settings(storeId, origins === undefined ? undefined : origins.split(',').map((origin) => origin.trim()).filter(Boolean), { test: input.values.test === true });
      return { store_id: storeId, allowed_origins: settings.allowed_origins };
    },
  },
];
