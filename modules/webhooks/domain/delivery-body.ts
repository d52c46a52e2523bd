/**
 * The body every attempt of a delivery sends: the event's payload and, at its top level, `livemode`,
 * false when the event came from a store's test data (test mode), so a receiver can tell the two apart.
 */
export function deliveryBody(payload: object, livemode: boolean): string {
  return JSON.stringify({ ...payload, livemode });
}
