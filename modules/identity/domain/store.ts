export interface Store {
  id: number;
  companyId: number;
  name: string;
  /** `universal`, or the hosted commerce platform the store runs on. */
  platform: string;
  plan: string;
  /** ISO 4217; null when no valid three-letter currency is configured. */
  currency: string | null;
  /** Where order emails go; none configured means order emails cannot be sent. */
  manufacturerEmail: string | null;
  createdAt: Date;
}

const CURRENCY = /^[A-Z]{3}$/;

/** Only a three-letter code is a currency; anything else is stored as "no currency configured". */
export function normaliseCurrency(value: string | null | undefined): string | null {
  if (!value) return null;
  const upper = value.trim().toUpperCase();
  return CURRENCY.test(upper) ? upper : null;
}
