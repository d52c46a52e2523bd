/** Subscription plans and what they include; per-word styling is the feature the API checks. */
export const PLANS = {
  starter: { perWordStyling: false },
  professional: { perWordStyling: true },
  enterprise: { perWordStyling: true },
} as const;

export type Plan = keyof typeof PLANS;

export const DEFAULT_PLAN: Plan = 'professional';

export function isPlan(value: string): value is Plan {
  return Object.hasOwn(PLANS, value);
}

export function planIncludesPerWordStyling(plan: string): boolean {
  return isPlan(plan) && PLANS[plan].perWordStyling;
}
