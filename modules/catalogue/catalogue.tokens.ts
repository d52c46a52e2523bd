/** Tokens of the catalogue context's ports, and of the interfaces it offers other contexts (application/offered-interfaces.ts). */
export const CatalogueTokens = {
  CustomiserRepository: Symbol.for('catalogue.CustomiserRepository'),
  SettingsRepository: Symbol.for('catalogue.SettingsRepository'),
  OptionRowRepository: Symbol.for('catalogue.OptionRowRepository'),
  LetterPartSelectionRepository: Symbol.for('catalogue.LetterPartSelectionRepository'),
  ReferenceFinder: Symbol.for('catalogue.ReferenceFinder'),
  StoreProfiles: Symbol.for('catalogue.StoreProfiles'),
  CatalogueCopies: Symbol.for('catalogue.CatalogueCopies'),
  FormRedirectPolicy: Symbol.for('catalogue.FormRedirectPolicy'),
  ProductRepository: Symbol.for('catalogue.ProductRepository'),
  IntegrationWrites: Symbol.for('catalogue.IntegrationWrites'),
  SizeRows: Symbol.for('catalogue.SizeRows'),
  OptionWriteNotices: Symbol.for('catalogue.OptionWriteNotices'),
  DesignedProductRecords: Symbol.for('catalogue.DesignedProductRecords'),
  IntegrationProductIds: Symbol.for('catalogue.IntegrationProductIds'),
} as const;
