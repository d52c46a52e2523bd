import type { z } from 'zod';
import { bigIdParam, idParam } from '../../../../infra/http/listing-query';
import { Problems } from '../../../../shared-kernel/problems/problems';
import { parseBody } from '../../../../shared-kernel/validation/strict-parsing';
import { assertStorableStrings } from '../../../../shared-kernel/validation/storable-strings';
import type { CreateSubscriptionCommand } from '../../application/create-subscription.service';
import type { SubscriptionPatch } from '../../application/update-subscription.service';
import { createSubscriptionBody, subscriptionPatchBody, testEventBody } from '../http/webhook-subscriptions.schemas';

/*
 * The admin's forms read as the Store API body they stand for, checked by the API's own schemas: a form
 * the API would refuse is refused with the same problem, its fields named by the same pointers.
 */

type Form = Record<string, unknown>;

function asApiBody<S extends z.ZodType>(schema: S, body: Record<string, unknown>): z.output<S> {
  assertStorableStrings(body);
  return parseBody(schema, body);
}

/** Unticked checkboxes send nothing; one ticked sends a string, several an array. */
const ticked = (value: unknown): unknown[] => (value === undefined ? [] : ([] as unknown[]).concat(value));

/** The create form: the URL, the ticked topics, and the description when one was written (an empty field is none). */
export function subscriptionOfForm(form: Form): CreateSubscriptionCommand {
  const written = typeof form.description === 'string' && form.description.trim() !== '';
  const body = asApiBody(createSubscriptionBody, { url: form.url, topics: ticked(form.topics), ...(written ? { description: form.description } : {}) });
  return { url: body.url, topics: body.topics, description: body.description ?? null, enabled: body.enabled };
}

/** The enable and disable buttons: `enabled` as the patch sends it (anything but true or false is refused as the API refuses it). */
export function stateOfForm(form: Form): SubscriptionPatch {
  const sent = form.enabled === 'true' ? true : form.enabled === 'false' ? false : form.enabled;
  return { enabled: asApiBody(subscriptionPatchBody, { enabled: sent }).enabled };
}

/** The test event form: one of the subscription's topics. */
export function testTopicOfForm(form: Form): string {
  return asApiBody(testEventBody, { topic: form.topic }).topic;
}

/** A path's subscription id, read as the API reads it: one that cannot name a subscription names none (404). */
export function subscriptionIdOf(params: Record<string, unknown>): number {
  const parsed = idParam().safeParse(params.subscription_id);
  if (!parsed.success) throw Problems.resourceNotFound();
  return parsed.data;
}

/** A path's subscription and delivery ids, read as the API reads them. */
export function deliveryIdsOf(params: Record<string, unknown>): { subscriptionId: number; deliveryId: number } {
  const parsed = bigIdParam().safeParse(params.delivery_id);
  const subscriptionId = subscriptionIdOf(params);
  if (!parsed.success) throw Problems.resourceNotFound();
  return { subscriptionId, deliveryId: parsed.data };
}
