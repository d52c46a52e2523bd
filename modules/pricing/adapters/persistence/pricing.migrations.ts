import type { SchemaMigrations } from '../../../../infra/database/migrator';
import { createPricingTables } from './migrations/0001-pricing';
import { storeDocumentsAsJsonText } from './migrations/0002-documents-as-json-text';
import { numberDocumentRevisions } from './migrations/0003-document-revisions';
import { storePriceListsAsCompressedText } from './migrations/0004-price-lists-as-compressed-text';
import { dropRowsNamingMissingSizes } from './migrations/0005-drop-rows-naming-missing-sizes';
import { recordPricingVersions } from './migrations/0006-pricing-versions';

export const pricingMigrations: SchemaMigrations = {
  schema: 'pricing',
  migrations: {
    '0001-pricing-tables': createPricingTables,
    '0002-documents-as-json-text': storeDocumentsAsJsonText,
    '0003-document-revisions': numberDocumentRevisions,
    '0004-price-lists-as-compressed-text': storePriceListsAsCompressedText,
    '0005-drop-rows-naming-missing-sizes': dropRowsNamingMissingSizes,
    '0006-pricing-versions': recordPricingVersions,
  },
};
