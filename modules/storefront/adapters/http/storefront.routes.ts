import { inject, injectable } from 'inversify';
import { storefrontSubmissionBudget } from '../../../../infra/http/budgets';
import { created, defineRoute, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { Config } from '../../../../infra/config/config';
import { CompleteDesignService } from '../../application/complete-design.service';
import type { OperationDirectory } from '../../../../infra/operations/operation-directory';
import { answerSchemaOf, presentedRoute, resourceOf, runPresented } from '../../../../infra/operations/presented-operation';
import { DESIGN_PROBLEMS, customiserParams, designBody } from './storefront.schemas';

/**
 * The completion of a design (CONTRACT 6), which answers the catalogue's own Product: a presenter of the
 * `getProduct` operation, which it finds in the operation directory when it builds its route. The
 * directory reads every use case's routes (HTTP_ROUTES), so this one cannot be among them (it would read
 * itself): it stays here, bound apart (PRESENTING_HTTP_ROUTES), mounted and published all the same. The
 * storefront's other operations are use cases, one folder each in `use-cases/`.
 */
@injectable()
export class StorefrontRoutes implements RouteSource {
  constructor(
    @inject(CompleteDesignService) private readonly completion: CompleteDesignService,
    @inject(InfraTokens.Config) private readonly config: Config,
    @inject(InfraTokens.OperationDirectory) private readonly directory: OperationDirectory,
  ) {}

  routes(): AnyRoute[] {
    const getProduct = presentedRoute(this.directory, 'getProduct');
    return [
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
        problems: [...DESIGN_PROBLEMS, 'missing_idempotency_key', 'idempotency_key_conflict', 'idempotency_key_in_flight'],
        handler: async (input) => {
          const { product } = await this.completion.complete(input.params.customiser_id, input.body);
          return created(resourceOf(await runPresented(getProduct, { params: { product_id: String(product.id) } }, input)));
        },
      }),
    ];
  }
}
