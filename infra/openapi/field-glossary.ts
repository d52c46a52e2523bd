type Json = Record<string, unknown>;

/** A description, or one that depends on the property's schema (what `object` always holds, whether `data` is a page). */
type Entry = string | ((schema: Json) => string);

const TIMESTAMP = 'an ISO 8601 timestamp in UTC with milliseconds (`2026-07-22T09:30:00.000Z`)';

/**
 * What the fields many schemas share mean, said once. Keyed by property name, or by `<owner>.<name>`
 * where a name means something else in one place: the owner is the component schema, or the property
 * an inline object sits under (`links.self`), or the `in` of a parameter (`header.Idempotency-Key`).
 * A field described where it is declared keeps its own description: these only fill the gaps.
 */
const GLOSSARY: Readonly<Record<string, Entry>> = {
  // The envelope of every Store API answer; its parts (Links, Meta, Pagination) describe their own members.
  data: (schema) => (schema.type === 'array' ? 'This page of the collection, in the listing’s order.' : 'The resource.'),
  links: 'Links about this answer.',
  meta: 'Facts about this answer rather than the resource.',
  pagination: 'Where this page is in the collection.',

  // RFC 9457 problems (CONTRACT section 3).
  'Problem.type': 'A URI naming the problem type: the page of its `code` under {docs_url}/help/problems/.',
  'Problem.title': 'A short, fixed summary of the problem type, for people.',
  'Problem.status': 'The HTTP status code of this answer.',
  'Problem.code': 'The stable, machine-readable identifier of the problem type: branch on it (and on `status`), never on `title` or `detail`.',
  'Problem.detail': 'What went wrong this time, for people. Do not parse it: its wording may change.',
  'Problem.request_id': 'This request’s id, also sent as the `X-Request-Id` header: quote it when asking about a failure.',
  'errors.pointer': 'A JSON Pointer (RFC 6901) to the member of the request body at fault; the empty string means the whole body.',
  'errors.parameter': 'The query or path parameter at fault (`filter[status]`), where the fault is not in the body.',
  'errors.code': 'Why that member or parameter is at fault: `required`, `invalid`, `prohibited`, `unsupported_value` …, or `more_errors` on the last item of a cut list.',
  'errors.detail': 'What is wrong with it, for people. Do not parse it.',
  'errors.allowed_values': 'With `unsupported_value` and `invalid_parameter`: the values that would have been accepted.',
  'errors.minimum': 'With `invalid`, on a number field or parameter that has a range: the smallest value accepted.',
  'errors.maximum': 'With `invalid`, on a number field or parameter that has a range: the largest value accepted.',

  // Pricing versions and activity (a component each refers to: its description sits where it is used).
  actor: 'Who made the change: a key, a person in the merchant admin, an assistant’s connection, the operator’s command line or the service.',
  'CustomiserPricingVersionWithDocument.document': 'The whole pricing document as this version’s write left it, as GET …/pricing answered it then (without `livemode`).',

  // Fields every resource of the catalogue carries.
  object: (schema) => {
    const kind = schema.const ?? (Array.isArray(schema.enum) && schema.enum.length === 1 ? schema.enum[0] : undefined);
    return typeof kind === 'string' ? `What kind of object this is: always \`${kind}\`.` : 'What kind of object this is.';
  },
  customiser_id: 'The id of the customiser this belongs to (a positive integer). Read-only.',
  created_at: `When it was created: ${TIMESTAMP}. Read-only.`,
  updated_at: `When it was last changed: ${TIMESTAMP}. Read-only.`,
  sort_order: 'Where it comes in lists and in the designer, smallest first (an integer, 0 or more); equal values keep creation order.',
  // A described reference becomes an `allOf`, so the removed record of a deletion receipt is described here.
  resource: 'The record as it was when it was removed.',
  currency: 'The ISO 4217 code (three capital letters) of the currency the amounts beside it are in: the store’s currency.',

  // A person and a postal address of an order, as the integration that recorded it sent them.
  first_name: 'The first (given) name; empty when none was given.',
  last_name: 'The last (family) name; empty when none was given.',
  company: 'The company name; empty when none was given.',
  address_1: 'The first line of the street address; empty when none was given.',
  address_2: 'The second line of the street address; empty when none was given.',
  city: 'The city or town; empty when none was given.',
  state: 'The state, province or region, as given (`CA`, `Bavaria`); empty when none was given.',
  postcode: 'The postal code; empty when none was given.',
  country: 'The country, as given (the integration’s code or name); empty when none was given.',
  phone: 'The phone number, as given; empty when none was given.',
  email: 'The email address, as given; empty when none was given.',
  // Addresses are a referenced component where an order is sent, and a description beside a reference is the glossary's to add.
  billing_address: 'Where the bill goes; null, absent or every member empty when none was given.',
  shipping_address: 'Where the order ships; null, absent or every member empty when none was given.',

  // Parameters every module's paths share.
  'path.customiser_id': 'The customiser’s id. One of another store answers 404, as an unknown id does.',
  // Request headers.
  'header.Idempotency-Key': 'A key unique to this logical request, 1 to 255 visible ASCII characters. Sending the same request again with the same key replays the first answer (`Idempotency-Replay: true`) instead of doing it twice; keys are kept at least 24 hours, per credential, method and path.',
};

/**
 * Fills in, from the glossary, the description of every schema property and operation parameter the
 * document leaves undescribed. Works on a copy: the document shares schema objects with the modules
 * that declared them (webhook payloads), which must not change under them.
 */
export function describeSharedFields<D extends Json>(document: D): D {
  const copy = structuredClone(document);
  const { components, ...rest } = copy;
  visit(rest, undefined);
  if (isObject(components)) {
    const { schemas, ...others } = components;
    visit(others, undefined);
    if (isObject(schemas)) for (const [name, schema] of Object.entries(schemas)) visit(schema, name);
  }
  return copy;
}

function lookUp(key: string, schema: Json): string | undefined {
  const entry = GLOSSARY[key];
  return typeof entry === 'function' ? entry(schema) : entry;
}

const described = (node: Json) => typeof node.description === 'string' && node.description.trim() !== '';
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
/** Values that are data, not schemas: a `properties` key inside one names no property. */
const DATA_KEYWORDS = new Set(['example', 'examples', 'default', 'const', 'enum']);

function visit(node: unknown, owner: string | undefined): void {
  if (Array.isArray(node)) {
    for (const item of node) visit(item, owner);
    return;
  }
  if (!isObject(node)) return;
  for (const [key, value] of Object.entries(node)) {
    if (DATA_KEYWORDS.has(key)) continue;
    if (key === 'properties' && isObject(value)) visitProperties(value, owner);
    else if (key === 'parameters' && Array.isArray(value)) visitParameters(value);
    else visit(value, owner);
  }
}

function visitProperties(properties: Json, owner: string | undefined): void {
  for (const [name, schema] of Object.entries(properties)) {
    if (!isObject(schema)) continue;
    if (!described(schema)) {
      const description = (owner !== undefined ? lookUp(`${owner}.${name}`, schema) : undefined) ?? lookUp(name, schema);
      if (description) schema.description = description;
    }
    visit(schema, name);
  }
}

function visitParameters(parameters: unknown[]): void {
  for (const parameter of parameters) {
    if (!isObject(parameter) || typeof parameter.name !== 'string') continue;
    if (!described(parameter)) {
      // Never by the bare name: a path's `customiser_id` is not the read-only property of that name.
      const description = lookUp(`${String(parameter.in)}.${parameter.name}`, isObject(parameter.schema) ? parameter.schema : {});
      if (description) parameter.description = description;
    }
    visit(parameter.schema, undefined);
  }
}
