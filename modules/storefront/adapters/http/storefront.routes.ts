import { inject, injectable } from 'inversify';
import { storefrontSubmissionBudget } from '../../../../infra/http/budgets';
import { created, defineRoute, ok, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { Config } from '../../../../infra/config/config';
import { CompleteDesignService } from '../../application/complete-design.service';
import { PriceDesignService } from '../../application/price-design.service';
import { ReadStorefrontService } from '../../application/read-storefront.service';
import { SubmitFormService } from '../../application/submit-form.service';
import type { OperationDirectory } from '../../../../infra/operations/operation-directory';
import { answerSchemaOf, presentedRoute, resourceOf, runPresented } from '../../../../infra/operations/presented-operation';
import { configurationSchema, customiserParams, designBody, designPriceSchema, formParams, formSubmissionBody, formSubmissionSchema } from './storefront.schemas';

/**
 * The storefront API for shoppers' browsers (CONTRACT 6): the configuration a designer page needs, the
 * live price of a design and its completion. Known by the store's publishable key, limited per address.
 */
@injectable()
export class StorefrontRoutes implements RouteSource {
  constructor(
    @inject(ReadStorefrontService) private readonly storefront: ReadStorefrontService,
    @inject(PriceDesignService) private readonly pricing: PriceDesignService,
    @inject(CompleteDesignService) private readonly completion: CompleteDesignService,
    @inject(SubmitFormService) private readonly forms: SubmitFormService,
    @inject(InfraTokens.Config) private readonly config: Config,
    @inject(InfraTokens.OperationDirectory) private readonly directory: OperationDirectory,
  ) {}

  routes(): AnyRoute[] {
    const getProduct = presentedRoute(this.directory, 'getProduct');
    const designProblems = ['resource_not_found', 'legacy_pricing_model', 'store_currency_unavailable', 'validation_failed', 'unknown_field'] as const;
    return [
      defineRoute({
        tag: 'Storefront',
        auth: 'storefront_key',
        operationId: 'getStorefrontConfiguration',
        method: 'get',
        path: '/storefront/v1/customisers/{customiser_id}',
        summary: 'Storefront configuration of an active customiser',
        description: 'Fonts with their files, sizes, colours, backlights, jackets, backboards, mountings, extras, letter parts, forms, selection mode and currency, served from a cache that option and pricing writes clear. Inactive customisers are not served (404).',
        scopes: [],
        idempotency: 'none',
        params: customiserParams,
        response: { status: 200, kind: 'resource', schema: configurationSchema, description: 'The configuration.' },
        problems: ['resource_not_found', 'legacy_pricing_model', 'store_currency_unavailable'],
        handler: async ({ params }) => ok((await this.storefront.snapshot(params.customiser_id)).configuration),
      }),
      defineRoute({
        tag: 'Storefront',
        auth: 'storefront_key',
        operationId: 'priceStorefrontDesign',
        method: 'post',
        path: '/storefront/v1/customisers/{customiser_id}/price',
        summary: 'Price a design',
        description: 'The total in minor units with its line-item breakdown; `total` is the sum of `lines`. Nothing is stored. Invalid designs answer 422 with pointers into the design.',
        scopes: [],
        idempotency: 'none',
        params: customiserParams,
        body: designBody,
        response: { status: 200, kind: 'resource', schema: designPriceSchema, description: 'The price.' },
        problems: designProblems,
        handler: async ({ params, body }) => ok((await this.pricing.price(params.customiser_id, body)).price),
      }),
      defineRoute({
        tag: 'Storefront',
        auth: 'storefront_key',
        operationId: 'completeStorefrontDesign',
        method: 'post',
        path: '/storefront/v1/customisers/{customiser_id}/designs',
        summary: 'Complete a design',
        description: 'Prices the design on the server (a price sent by the page is never trusted), stores the product with the design and its customisations, and emits product:created to the store’s custom integration, whose `external_id` answer is stored on the product. `Idempotency-Key` unique per design submission.',
        scopes: [],
        idempotency: 'required',
        budget: storefrontSubmissionBudget(this.config),
        params: customiserParams,
        body: designBody,
        // The catalogue's own Product, as GET /api/v3/products/{product_id} answers it: one definition, one mapper.
        response: { status: 201, kind: 'resource', schema: answerSchemaOf(getProduct), description: 'The product the design made.' },
        // Read by the store's integrations (a shopper's key reads nothing back): the Store API's URL.
        createdResource: { path: '/api/v3/products/{product_id}', resourceFields: { product_id: 'id' } },
        problems: [...designProblems, 'missing_idempotency_key', 'idempotency_key_conflict', 'idempotency_key_in_flight'],
        handler: async (input) => {
          const { product } = await this.completion.complete(input.params.customiser_id, input.body);
          return created(resourceOf(await runPresented(getProduct, { params: { product_id: String(product.id) } }, input)));
        },
      }),
      defineRoute({
        tag: 'Storefront',
        auth: 'storefront_key',
        operationId: 'submitStorefrontForm',
        method: 'post',
        path: '/storefront/v1/forms/{form_id}/submissions',
        summary: 'Submit a form',
        description:
          'Checks the answers against the form’s fields (required, types, min and max, options, files through uploads of purpose form_attachment), stores a quote, emits form:submitted and sends the form’s emails to its recipients, skipping suppressed ones. ' +
          'Each file goes with one submission, and its bytes must be what its content type says (422 upload_verification_failed otherwise). `Idempotency-Key` optional.',
        scopes: [],
        idempotency: 'optional',
        budget: storefrontSubmissionBudget(this.config),
        params: formParams,
        body: formSubmissionBody,
        response: { status: 201, kind: 'resource', schema: formSubmissionSchema, description: 'The submission, recorded as a quote.' },
        createdResource: { path: '/api/v3/quotes/{quote_id}', resourceFields: { quote_id: 'id' } },
        problems: [
          'resource_not_found',
          'legacy_pricing_model',
          'store_currency_unavailable',
          'validation_failed',
          'unknown_field',
          'upload_verification_failed',
          'upload_not_ready',
          'idempotency_key_conflict',
          'idempotency_key_in_flight',
        ],
        handler: async ({ params, body }) => created(await this.forms.submit(params.form_id, body)),
      }),
    ];
  }
}
