/** The previous-generation context's public face: the only file other code imports. */
export { previousGenerationContainerModule } from './previous-generation.container';
export { previousGenerationMigrations } from './adapters/persistence/previous-generation.migrations';
export { PreviousGenerationTokens } from './previous-generation.tokens';
export type { UsageReport, StoreUsage, OperationUsage } from './domain/usage-report';
export { PREVIOUS_PRICING_MODEL_NAMES, type PreviousPricingModel } from './domain/pricing-model-names';
