import { inject, injectable } from 'inversify';
import { PricingStore } from '../../application/pricing-store';

export interface PricingValidation {
  object: 'pricing_validation';
  customiser_id: number;
  valid: true;
}

/** A replacement checked as PUT checks it (the same 422 and 409 problems), and nothing written or locked. */
@injectable()
export class ValidatePricingService {
  constructor(@inject(PricingStore) private readonly store: PricingStore) {}

  async validate(customiserId: number, body: object): Promise<PricingValidation> {
    const current = await this.store.load(customiserId);
    await this.store.assertWritable(current.replaceWith(body as Readonly<Record<string, unknown>>));
    return { object: 'pricing_validation', customiser_id: current.customiser.id, valid: true };
  }
}
