import { Router, type Request, type Response } from 'express';
import { inject, injectable } from 'inversify';
import { readProjectFile } from '../../../../infra/project-files';
import type { RawRouteSource } from '../../../../infra/http/route';
import type { RawOperation } from '../../../../infra/http/raw-operation';
import { STOREFRONT_KEY_AUTHENTICATOR, type StorefrontKeyAuthenticator } from '../../../../infra/http/authentication';
import { Problem } from '../../../../shared-kernel/problems/problem';
import { setRequestCredential } from '../../../../shared-kernel/request-context';
import { ReadStorefrontService } from '../../application/read-storefront.service';
import { designerHeading, type DesignerHeading } from '../../domain/designer-heading';
import { designerPage, notFoundPage, unavailablePage } from './designer-page.html';

const ASSETS = 'modules/storefront/adapters/web/assets';
const TYPES: Record<string, string> = { js: 'text/javascript', css: 'text/css' };

/**
 * The designer page (CONTRACT 6): served by the service for a store's publishable key, it talks to the
 * storefront API from the service's own origin. Plain HTML, its own scripts and one stylesheet, no
 * framework. Pages of the store's allowed origins may frame it (the shop embeds it); nothing else may.
 */
@injectable()
export class DesignerPageRouter implements RawRouteSource {
  private readonly assets = ['designer-preview.js', 'designer.js', 'designer.css'].map((name) => ({
    path: `/storefront/v1/assets/${name}`,
    type: TYPES[name.slice(name.lastIndexOf('.') + 1)]!,
    body: readProjectFile(ASSETS, name),
  }));

  constructor(
    @inject(STOREFRONT_KEY_AUTHENTICATOR) private readonly keys: StorefrontKeyAuthenticator,
    @inject(ReadStorefrontService) private readonly storefront: ReadStorefrontService,
  ) {}

  router(): Router {
    const router = Router();
    for (const asset of this.assets) router.get(asset.path, (_request, response) => this.asset(response, asset.path, asset.type, asset.body));
    router.get('/storefront/v1/customisers/:customiser_id/designer', async (request: Request, response: Response) => {
      response.locals.routeTemplate = '/storefront/v1/customisers/{customiser_id}/designer';
      const key = typeof request.query.key === 'string' ? request.query.key : '';
      const customiserId = Number(request.params.customiser_id);
      const caller = key ? await this.keys.authenticateStorefront(key).catch(() => undefined) : undefined;
      if (!caller || !Number.isSafeInteger(customiserId) || customiserId < 1) {
        return send(response, 404, "'none'", notFoundPage());
      }
      setRequestCredential(caller.credential);
      const frameAncestors = ["'self'", ...caller.allowedOrigins].join(' ');
      const heading = await this.headingOf(customiserId);
      if (!heading) return send(response, 404, frameAncestors, unavailablePage());
      send(response, 200, frameAncestors, designerPage({ customiserId, storefrontKey: key, heading }));
    });
    return router;
  }

  /**
   * The heading shoppers see, read from the same cached configuration the script then loads, so the page
   * is headed before any script runs. A customiser the storefront does not serve (unknown, inactive,
   * another store's, a retired model, a store without a currency) has none: the page says it is not
   * available rather than relay the API's reason, which is for developers.
   */
  private async headingOf(customiserId: number): Promise<DesignerHeading | undefined> {
    // Ids of customisers stop at PostgreSQL's integer range: a larger one names none.
    if (customiserId > 2_147_483_647) return undefined;
    try {
      return designerHeading((await this.storefront.snapshot(customiserId)).configuration);
    } catch (error) {
      if (error instanceof Problem && error.status < 500) return undefined;
      throw error;
    }
  }

  /** Pages for people are not API operations: the contract documents none of these. */
  operations(): RawOperation[] {
    return [];
  }

  private asset(response: Response, template: string, type: string, body: string): void {
    response.locals.routeTemplate = template;
    response.set({ 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': 'public, max-age=300', 'X-Content-Type-Options': 'nosniff' }).send(body);
  }
}

function send(response: Response, status: number, frameAncestors: string, html: string): void {
  response
    .status(status)
    .set({
      'Content-Type': 'text/html; charset=utf-8',
      // The page's script and styles are its own; fonts, the API and font files are on the service's origin.
      'Content-Security-Policy': `default-src 'none'; script-src 'self'; style-src 'self'; font-src 'self'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors ${frameAncestors}`,
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Content-Type-Options': 'nosniff',
    })
    .send(html);
}
