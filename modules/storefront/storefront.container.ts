import { ContainerModule } from 'inversify';
import { PRESENTING_HTTP_ROUTES, RAW_HTTP_ROUTES } from '../../infra/http/route';
import { bindUseCases } from '../../infra/operations/use-cases';
import { StorefrontTokens } from './storefront.tokens';
import { OrdersQuoteRequests } from './adapters/orders/orders-quote-requests';
import { StoreFormUploads } from './adapters/uploads/store-form-uploads';
import { CatalogueCustomisers } from './adapters/catalogue/catalogue-customisers';
import { CatalogueDesignedProducts } from './adapters/catalogue/catalogue-designed-products';
import { PricingDocuments } from './adapters/pricing/pricing-documents';
import { UploadedFontFiles } from './adapters/uploads/uploaded-font-files';
import { DirectoryProductIntegrations } from './adapters/identity/directory-product-integrations';
import { OpentypeTextOutlines } from './adapters/fonts/opentype-text-outlines';
import { StorefrontRoutes } from './adapters/http/storefront.routes';
import { DesignerPageRouter } from './adapters/web/designer-page.router';
import { DesignPreviewsRouter } from './adapters/web/design-previews.router';
import { BlobDesignPreviews } from './adapters/previews/blob-design-previews';

export const storefrontContainerModule = new ContainerModule(({ bind }) => {
  bind(StorefrontTokens.CustomiserSource).to(CatalogueCustomisers).inSingletonScope();
  bind(StorefrontTokens.PricingSource).to(PricingDocuments).inSingletonScope();
  bind(StorefrontTokens.FontFiles).to(UploadedFontFiles).inSingletonScope();
  bind(StorefrontTokens.TextOutlines).to(OpentypeTextOutlines).inSingletonScope();
  bind(StorefrontTokens.DesignedProducts).to(CatalogueDesignedProducts).inSingletonScope();
  bind(StorefrontTokens.ProductIntegrations).to(DirectoryProductIntegrations).inSingletonScope();
  bind(StorefrontTokens.FormUploads).to(StoreFormUploads).inSingletonScope();
  bind(StorefrontTokens.QuoteRequests).to(OrdersQuoteRequests).inSingletonScope();
  // The configuration, a design's price and a form's submission: one folder each in use-cases/.
  bindUseCases(bind, __dirname);
  // A design's completion answers the catalogue's own Product, found in the operation directory, which
  // reads HTTP_ROUTES (so every use case's routes): it presents that operation, and is bound apart.
  bind(PRESENTING_HTTP_ROUTES).to(StorefrontRoutes);
  bind(RAW_HTTP_ROUTES).to(DesignerPageRouter);
  bind(RAW_HTTP_ROUTES).to(DesignPreviewsRouter);
  bind(StorefrontTokens.DesignPreviews).to(BlobDesignPreviews).inSingletonScope();
});
