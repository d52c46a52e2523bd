/** Tokens of the previous-generation context's ports and public services. */
export const PreviousGenerationTokens = {
  DeprecatedUsageRepository: Symbol.for('previous-generation.DeprecatedUsageRepository'),
} as const;
