import express, { Router, type Request, type Response } from 'express';
import { inject, injectable } from 'inversify';
import type { RawRouteSource } from '../../../../infra/http/route';
import type { RawOperation } from '../../../../infra/http/raw-operation';
import { AdminRequests } from '../../../../infra/admin/admin-requests';
import { doneNotice, sendAdminPage, type AdminContext } from '../../../../infra/admin/admin-page';
import { listingOf, pageLinks } from '../../../../infra/admin/admin-paging';
import { itemsOf, resourceOf } from '../../../../infra/operations/in-process-answers';
import type { PricingVersionResource, PricingVersionWithDocumentResource } from '../http/pricing-versions.schemas';
import { customisersPage, historyPage, historyTitle, restoreConfirmationPage, restoredNotice, versionPage, type CustomiserSummary } from './pricing-history-pages';

/**
 * The merchant admin's Pricing section: the data mode's customisers, each one's pricing history (its
 * versions, newest first), one version's document, and restoring it after asking. Each page and the
 * restore present the Store API's own operations for the page's data, so the admin shows, limits and
 * refuses exactly what the API does.
 */
@injectable()
export class PricingAdminRoutes implements RawRouteSource {
  constructor(@inject(AdminRequests) private readonly requests: AdminRequests) {}

  router(): Router {
    const router = Router();
    const form = express.urlencoded({ extended: true, limit: '16kb' });
    const page = (path: string, render: (context: AdminContext, request: Request, response: Response) => Promise<void>) =>
      router.get(path, (request, response) => this.requests.page(request, response, 'pricing', (context) => render(context, request, response)));

    page('/admin/pricing', async (context, request, response) => {
      const asked = listingOf(request);
      const listed = itemsOf<CustomiserSummary>(await context.run('listCustomisers', { query: { ...asked } }));
      const body = customisersPage(context, listed.items, pageLinks(context, '/admin/pricing', asked, listed.nextCursor));
      sendAdminPage(response, context, { section: 'pricing', title: 'Pricing history', body });
    });
    page('/admin/pricing/:customiser_id', (context, request, response) => this.sendHistory(response, context, request));
    page('/admin/pricing/:customiser_id/versions/:version', async (context, request, response) => {
      const { customiser, version } = await this.versionOf(context, request);
      sendAdminPage(response, context, { section: 'pricing', title: `Version ${version.version} of ${customiser.name}’s pricing`, body: versionPage(context, customiser, version) });
    });
    page('/admin/pricing/:customiser_id/versions/:version/restore', async (context, request, response) => {
      const { customiser, version } = await this.versionOf(context, request);
      sendAdminPage(response, context, { section: 'pricing', title: `Restore version ${version.version}?`, body: restoreConfirmationPage(context, customiser, version) });
    });
    router.post('/admin/pricing/:customiser_id/versions/:version/restore', form, (request, response) =>
      this.requests.action(request, response, 'pricing', async (context) => {
        const params = { customiser_id: request.params.customiser_id, version: request.params.version };
        await context.run('restoreCustomiserPricingVersion', { params });
        const [newest] = itemsOf<PricingVersionResource>(await context.run('listCustomiserPricingVersions', { params: { customiser_id: params.customiser_id }, query: { limit: 1 } })).items;
        await this.sendHistory(response, context, request, doneNotice(restoredNotice(Number(params.version), newest?.version)));
      }),
    );
    return router;
  }

  /** Pages for people logged in with a password, not operations of the API. */
  operations(): RawOperation[] {
    return [];
  }

  /** A customiser's versions, a page at a time; after a restore, a notice saying what it did. */
  private async sendHistory(response: Response, context: AdminContext, request: Request, notice?: string): Promise<void> {
    const customiserId = String(request.params.customiser_id);
    // A restore's answer is drawn at the form's address: its own listing starts at the first page.
    const asked = notice === undefined ? listingOf(request) : { limit: 20 };
    const customiser = resourceOf<CustomiserSummary>(await context.run('getCustomiser', { params: { customiser_id: customiserId } }));
    const listed = itemsOf<PricingVersionResource>(await context.run('listCustomiserPricingVersions', { params: { customiser_id: customiserId }, query: { ...asked } }));
    const body = historyPage(context, customiser, listed.items, pageLinks(context, `/admin/pricing/${customiser.id}`, asked, listed.nextCursor), asked.cursor === undefined);
    sendAdminPage(response, context, { section: 'pricing', title: historyTitle(customiser), body, ...(notice ? { notice } : {}) });
  }

  private async versionOf(context: AdminContext, request: Request): Promise<{ customiser: CustomiserSummary; version: PricingVersionWithDocumentResource }> {
    const params = { customiser_id: String(request.params.customiser_id), version: String(request.params.version) };
    const version = resourceOf<PricingVersionWithDocumentResource>(await context.run('getCustomiserPricingVersion', { params }));
    const customiser = resourceOf<CustomiserSummary>(await context.run('getCustomiser', { params: { customiser_id: params.customiser_id } }));
    return { customiser, version };
  }
}
