import { inject, injectable } from 'inversify';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { Config } from '../../../../infra/config/config';
import { storefrontSubmissionBudget } from '../../../../infra/http/budgets';
import { created, defineRoute, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { formParams, formSubmissionBody, formSubmissionSchema } from '../../adapters/http/storefront.schemas';
import { SubmitFormService } from './submit-form.service';

/**
 * POST /storefront/v1/forms/{form_id}/submissions: a shopper's answers to a form, checked against its
 * fields, recorded as a quote (`submit-form.service.ts`). Spends the shopper address's submission budget.
 */
@injectable()
export default class SubmitStorefrontForm implements RouteSource {
  constructor(
    @inject(SubmitFormService) private readonly forms: SubmitFormService,
    @inject(InfraTokens.Config) private readonly config: Config,
  ) {}

  routes(): AnyRoute[] {
    return [
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
