import { inject, injectable } from 'inversify';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { Config } from '../../../../infra/config/config';
import { optionWriteBudget } from '../../../../infra/http/budgets';
import { defineRoute, ok, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { restoredDocument } from '../../domain/pricing-versions';
import { PricingHistoryService } from '../../application/pricing-history.service';
import { ReplacePricingService } from '../../application/replace-pricing.service';
import { pricingResourceText } from '../../adapters/http/pricing.schemas';
import { PRICING_PATH, PRICING_WRITE_PROBLEMS, pricingDocumentResponse, pricingRouteCommon, versionParams, VERSIONS_PATH } from '../customiser-pricing-route';

/**
 * POST /api/v3/customisers/{customiser_id}/pricing/versions/{version}/restore: the version's document
 * written back as a PUT of it would be (the replacement itself, its checks and its budget), recorded as a
 * new version naming the one it restored.
 */
@injectable()
export default class RestoreCustomiserPricingVersion implements RouteSource {
  constructor(
    @inject(PricingHistoryService) private readonly history: PricingHistoryService,
    @inject(ReplacePricingService) private readonly replacement: ReplacePricingService,
    @inject(InfraTokens.Config) private readonly config: Config,
  ) {}

  routes(): AnyRoute[] {
    return [
      defineRoute({
        ...pricingRouteCommon,
        operationId: 'restoreCustomiserPricingVersion',
        method: 'post',
        path: `${VERSIONS_PATH}/{version}/restore`,
        summary: 'Restore a version of the pricing document',
        description:
          'Writes the version’s document back, exactly as PUT …/pricing with that document would (its sizes, base pricing, price lists and sheet pricing; the read-only descriptors are not sent): the same checks, so a version naming a size or price list that no longer exists is 422 at its pointer and one dropping a size other records reference is 409, and nothing changes; the same option-write budget; the storefront reprices at once. Answers the pricing document as PUT does, and records it as a new version (`operation: restore`, `restored_from`: this version).',
        params: versionParams,
        // If-Match names the pricing document's ETag (what the restore changes), not the version's.
        guardedResource: PRICING_PATH,
        scopes: ['pricing:write'],
        idempotency: 'required',
        budget: optionWriteBudget(this.config),
        response: pricingDocumentResponse,
        problems: [...PRICING_WRITE_PROBLEMS, 'missing_idempotency_key', 'idempotency_key_conflict', 'idempotency_key_in_flight'],
        handler: async ({ params }) => {
          const version = await this.history.read(params.customiser_id, params.version);
          const written = await this.replacement.replace(params.customiser_id, restoredDocument(version.document), { kind: 'restore', restoredFrom: version.version });
          return ok(pricingResourceText(written.shown()));
        },
      }),
    ];
  }
}
