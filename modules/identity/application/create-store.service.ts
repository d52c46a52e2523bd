import { inject, injectable } from 'inversify';
import { Problems } from '../../../shared-kernel/problems/problems';
import { DEFAULT_PLAN, PLANS, isPlan } from '../domain/plans';
import { normaliseCurrency, type Store } from '../domain/store';
import { IdentityTokens } from '../identity.tokens';
import type { StoreRepository } from './ports';

export interface CreateStoreCommand {
  name: string;
  currency: string | null;
  plan?: string;
  platform?: string;
  manufacturerEmail?: string | null;
}

@injectable()
export class CreateStoreService {
  constructor(@inject(IdentityTokens.StoreRepository) private readonly stores: StoreRepository) {}

  async create(command: CreateStoreCommand): Promise<Store> {
    const plan = command.plan ?? DEFAULT_PLAN;
    if (!isPlan(plan)) {
      throw Problems.validationFailed([
        { pointer: '/plan', code: 'unsupported_value', detail: `Unknown plan ${plan}.`, allowed_values: Object.keys(PLANS) },
      ]);
    }
    if (command.manufacturerEmail && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(command.manufacturerEmail.trim())) {
      throw Problems.validationFailed([{ pointer: '/manufacturer_email', code: 'invalid', detail: 'Not an email address.' }]);
    }
    if (command.name.trim() === '') {
      throw Problems.validationFailed([{ pointer: '/name', code: 'required', detail: 'A store needs a name.' }]);
    }
    return this.stores.create({
      name: command.name.trim(),
      platform: command.platform ?? 'universal',
      plan,
      currency: normaliseCurrency(command.currency),
      manufacturerEmail: command.manufacturerEmail?.trim().toLowerCase() || null,
    });
  }
}
