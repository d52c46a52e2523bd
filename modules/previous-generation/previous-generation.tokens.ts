/** Tokens of the previous-generation context's ports and public services. */
export const PreviousGenerationTokens = {
  DeprecatedUsageRepository: Symbol.for('previous-generation.DeprecatedUsageRepository'),
  DeprecatedUsageCounter: Symbol.for('previous-generation.DeprecatedUsageCounter'),
  ReportDeprecatedUsage: Symbol.for('previous-generation.ReportDeprecatedUsageService'),
} as const;
