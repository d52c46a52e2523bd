/** Tokens of the catalogue context's ports and public services. */
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
} as const;
