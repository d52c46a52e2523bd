import type { ServiceProcess } from '../../composition/process';
import { OperatorCalls } from '../operator-calls';
import { integrationView, keyView, newKeyView, type ApiKeyAnswer, type IntegrationAnswer } from './identity.views';
import { UsageError, optionalString, requiredId, requiredString, type CliCommand } from '../cli-command';

/** Identity's operator operations, run as the service itself; recorded as the command's words. */
const operator = (service: ServiceProcess, command: string) => OperatorCalls.of(service.container, command);

export const identityCommands: CliCommand[] = [
  {
    words: ['stores', 'create'],
    usage: 'stores create --name N --currency EUR [--plan P] [--platform universal] [--manufacturer-email E]',
    options: { name: { type: 'string' }, currency: { type: 'string' }, plan: { type: 'string' }, platform: { type: 'string' }, 'manufacturer-email': { type: 'string' } },
    run: (input, service) =>
      operator(service, 'stores create').resource('createStore', {
        body: {
          name: requiredString(input, 'name'),
          currency: optionalString(input, 'currency') ?? null,
          ...(optionalString(input, 'plan') ? { plan: optionalString(input, 'plan') } : {}),
          ...(optionalString(input, 'platform') ? { platform: optionalString(input, 'platform') } : {}),
          manufacturer_email: optionalString(input, 'manufacturer-email') ?? null,
        },
      }),
  },
  {
    words: ['integrations', 'create'],
    usage: 'integrations create --store ID --type custom --name N [--disabled] [--create-product-url URL]',
    options: { store: { type: 'string' }, type: { type: 'string' }, name: { type: 'string' }, disabled: { type: 'boolean' }, 'create-product-url': { type: 'string' } },
    async run(input, service) {
      const integration = await operator(service, 'integrations create').resource<IntegrationAnswer>('createIntegration', {
        params: { store_id: requiredId(input, 'store') },
        body: {
          type: requiredString(input, 'type'),
          name: requiredString(input, 'name'),
          enabled: input.values.disabled !== true,
          create_product_url: optionalString(input, 'create-product-url') ?? null,
        },
      });
      return { ...integrationView(integration), create_product_url: integration.create_product_url, signing_secret: integration.signing_secret };
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
      const key = await operator(service, 'keys create').resource<ApiKeyAnswer>('createApiKey', {
        params: { store_id: requiredId(input, 'store') },
        body: {
          name: requiredString(input, 'name'),
          scopes: (scopesText ?? '').split(',').map((scope) => scope.trim()).filter(Boolean),
          expires_at: optionalString(input, 'expires-at') || null,
          test: input.values.test === true,
          legacy,
        },
      });
      return newKeyView(key);
    },
  },
  {
    words: ['keys', 'revoke'],
    usage: 'keys revoke KEY_ID',
    options: {},
    positionals: 1,
    run: async (input, service) =>
      keyView(await operator(service, 'keys revoke').resource<ApiKeyAnswer>('revokeApiKey', { params: { key_id: requiredId(input, 'KEY_ID', input.positionals[0]) } })),
  },
  {
    words: ['keys', 'list'],
    usage: 'keys list --store ID',
    options: { store: { type: 'string' } },
    run: async (input, service) =>
      (await operator(service, 'keys list').items<ApiKeyAnswer>('listApiKeys', { params: { store_id: requiredId(input, 'store') } })).map(keyView),
  },
  {
    words: ['people', 'create'],
    usage: 'people create --email E --password P --store ID',
    options: { email: { type: 'string' }, password: { type: 'string' }, store: { type: 'string' } },
    run: (input, service) =>
      operator(service, 'people create').resource('addPerson', {
        body: { email: requiredString(input, 'email'), password: requiredString(input, 'password') },
        params: { store_id: requiredId(input, 'store') },
      }),
  },
  {
    words: ['people', 'remove'],
    usage: 'people remove --email E --store ID',
    options: { email: { type: 'string' }, store: { type: 'string' } },
    run: (input, service) =>
      operator(service, 'people remove').resource('removePerson', {
        body: { email: requiredString(input, 'email') },
        params: { store_id: requiredId(input, 'store') },
      }),
  },
  {
    words: ['storefront-key'],
    usage: 'storefront-key --store ID [--test]',
    options: { store: { type: 'string' }, test: { type: 'boolean' } },
    async run(input, service) {
      const { storefront_key } = await operator(service, 'storefront-key').resource<{ storefront_key: string }>('getStorefrontKey', {
        params: { store_id: requiredId(input, 'store') },
        body: { test: input.values.test === true },
      });
      return { storefront_key };
    },
  },
  {
    words: ['sandbox', 'reset'],
    usage: 'sandbox reset --store ID',
    options: { store: { type: 'string' } },
    run: (input, service) => operator(service, 'sandbox reset').resource('resetSandbox', { params: { store_id: requiredId(input, 'store') } }),
  },
  {
    words: ['storefront-origins'],
    usage: 'storefront-origins --store ID [--set https://shop.example,…] [--test]',
    options: { store: { type: 'string' }, set: { type: 'string' }, test: { type: 'boolean' } },
    async run(input, service) {
      const origins = optionalString(input, 'set');
      const { store_id, allowed_origins } = await operator(service, 'storefront-origins').resource<{ store_id: number; allowed_origins: string[] }>('updateStorefrontOrigins', {
        params: { store_id: requiredId(input, 'store') },
        body: {
          test: input.values.test === true,
          ...(origins === undefined ? {} : { allowed_origins: origins.split(',').map((origin) => origin.trim()).filter(Boolean) }),
        },
      });
      return { store_id, allowed_origins };
    },
  },
];
