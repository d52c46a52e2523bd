import { z } from '../openapi/zod';
import { ACTOR_TYPES, type Actor } from '../../shared-kernel/actor';

/** Who made a change, as pricing versions and activity items answer it: one component of the contract. */
export const actorSchema = z
  .object({
    type: z.enum(ACTOR_TYPES).openapi({
      description: '`api_key` (a key of the store), `person` (someone logged in to the merchant admin), `connector` (an assistant’s connection), `cli` (the operator’s command line) or `system` (the service itself, such as every pricing version 1).',
    }),
    id: z.string().nullable().openapi({ description: 'The key’s, person’s or connection’s id; null for the command line and the service.' }),
    name: z.string().nullable().openapi({ description: 'The key’s name, the person’s email, the connection’s client name, or the command; never a secret. null where there is none.' }),
  })
  .openapi('Actor', { description: 'Who made the change.' });

export function actorResource(actor: Actor): z.infer<typeof actorSchema> {
  return { type: actor.type, id: actor.id, name: actor.name };
}
