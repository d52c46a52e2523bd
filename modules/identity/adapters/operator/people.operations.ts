import { z } from '../../../../shared-kernel/validation/zod';
import { defineOperation, ok, type AnyOperation } from '../../../../infra/operations/operation';
import type { CreatePersonService } from '../../application/create-person.service';
import type { RemovePersonService } from '../../application/remove-person.service';
import { storeParams } from './operator-inputs';

/** A person as a member of the store's company. */
function membershipRecord(person: { id: number; email: string; companyId: number }) {
  return { id: person.id, email: person.email, company_id: person.companyId };
}

/** `signwright people create`: a person who can log in to the merchant admin; one who exists just joins the store's company. */
export function addPersonOperation(people: CreatePersonService): AnyOperation {
  return defineOperation({
    operationId: 'addPerson',
    auth: 'operator',
    scopes: [],
    idempotency: 'none',
    params: storeParams,
    body: z.strictObject({ email: z.string(), password: z.string() }),
    problems: ['resource_not_found', 'validation_failed', 'unknown_field'],
    handler: async ({ params, body }) => ok(membershipRecord(await people.create({ email: body.email, password: body.password, storeId: params.store_id }))),
  });
}

/** `signwright people remove`: what the person approved stops working on its next use. */
export function removePersonOperation(people: RemovePersonService): AnyOperation {
  return defineOperation({
    operationId: 'removePerson',
    auth: 'operator',
    scopes: [],
    idempotency: 'none',
    params: storeParams,
    body: z.strictObject({ email: z.string() }),
    problems: ['resource_not_found', 'validation_failed', 'unknown_field'],
    handler: async ({ params, body }) => ok({ ...membershipRecord(await people.remove(body.email, params.store_id)), removed: true }),
  });
}
