import { inject, injectable } from 'inversify';
import { z } from '../../../../shared-kernel/validation/zod';
import { defineOperation, ok, type AnyOperation } from '../../../../infra/operations/operation';
import { CreatePersonService } from '../../application/create-person.service';
import { membershipRecord } from '../membership-record';
import { storeParams } from '../operator-inputs';

/** `signwright people create`: a person who can log in to the merchant admin; one who exists just joins the store's company. */
@injectable()
export default class AddPerson {
  constructor(@inject(CreatePersonService) private readonly people: CreatePersonService) {}

  operations(): AnyOperation[] {
    return [
      defineOperation({
        operationId: 'addPerson',
        activity: { resourceType: 'person', subject: ({ params }) => ({ storeId: params.store_id }) },
        auth: 'operator',
        scopes: [],
        idempotency: 'none',
        params: storeParams,
        body: z.strictObject({ email: z.string(), password: z.string() }),
        problems: ['resource_not_found', 'validation_failed', 'unknown_field'],
        handler: async ({ params, body }) => ok(membershipRecord(await this.people.create({ email: body.email, password: body.password, storeId: params.store_id }))),
      }),
    ];
  }
}
