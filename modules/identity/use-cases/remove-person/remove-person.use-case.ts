import { inject, injectable } from 'inversify';
import { z } from '../../../../shared-kernel/validation/zod';
import { defineOperation, ok, type AnyOperation } from '../../../../infra/operations/operation';
import { RemovePersonService } from '../../application/remove-person.service';
import { membershipRecord } from '../membership-record';
import { storeParams } from '../operator-inputs';

/** `signwright people remove`: what the person approved stops working on its next use. */
@injectable()
export default class RemovePerson {
  constructor(@inject(RemovePersonService) private readonly people: RemovePersonService) {}

  operations(): AnyOperation[] {
    return [
      defineOperation({
        operationId: 'removePerson',
        activity: { resourceType: 'person', subject: ({ params }) => ({ storeId: params.store_id }) },
        auth: 'operator',
        scopes: [],
        idempotency: 'none',
        params: storeParams,
        body: z.strictObject({ email: z.string() }),
        problems: ['resource_not_found', 'validation_failed', 'unknown_field'],
        handler: async ({ params, body }) => ok({ ...membershipRecord(await this.people.remove(body.email, params.store_id)), removed: true }),
      }),
    ];
  }
}
