/*
 * The admin's forms read as the Store API body they stand for; the operation then checks them with its
 * own schema, so a form the API would refuse is refused with the same problem, its fields named by the
 * same pointers.
 */

type Form = Record<string, unknown>;

/** Unticked checkboxes send nothing; one ticked sends a string, several an array. */
const ticked = (value: unknown): unknown[] => (value === undefined ? [] : ([] as unknown[]).concat(value));

/** The create form: the URL, the ticked topics, and the description when one was written (an empty field is none). */
export function subscriptionOfForm(form: Form): Record<string, unknown> {
  const written = typeof form.description === 'string' && form.description.trim() !== '';
  return { url: form.url, topics: ticked(form.topics), ...(written ? { description: form.description } : {}) };
}

/** The enable and disable buttons: `enabled` as the patch sends it (anything but true or false is refused as the API refuses it). */
export function stateOfForm(form: Form): Record<string, unknown> {
  return { enabled: form.enabled === 'true' ? true : form.enabled === 'false' ? false : form.enabled };
}

/** The test event form: one of the subscription's topics. */
export function testTopicOfForm(form: Form): Record<string, unknown> {
  return { topic: form.topic };
}
