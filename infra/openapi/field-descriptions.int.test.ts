import { startTestService, type TestService } from '../../tests/support/test-service';

type Json = Record<string, unknown>;

interface Field {
  /** JSON Pointer-like path into the document, readable rather than escaped. */
  at: string;
  name: string;
  description: string | undefined;
}

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const DATA_KEYWORDS = new Set(['example', 'examples', 'default', 'const', 'enum']);

/**
 * Every schema property and every operation parameter of the document, wherever it is. A property of
 * an `allOf` member that narrows a component's property (a problem's `code` narrowed to the codes an
 * operation answers) is described by that component, as tools read an `allOf`.
 */
function fieldsOf(node: unknown, components: Json, at = '#', inherited: Json = {}): Field[] {
  if (Array.isArray(node)) return node.flatMap((item, index) => fieldsOf(item, components, `${at}/${index}`, inherited));
  if (!isObject(node)) return [];
  return Object.entries(node).flatMap(([key, value]) => {
    if (DATA_KEYWORDS.has(key)) return [];
    if (key === 'properties' && isObject(value)) {
      return Object.entries(value).flatMap(([name, schema]) => [
        { at: `${at}/properties/${name}`, name, description: descriptionOf(schema) ?? descriptionOf(inherited[name]) },
        ...fieldsOf(schema, components, `${at}/properties/${name}`),
      ]);
    }
    if (key === 'parameters' && Array.isArray(value)) {
      return value.flatMap((parameter: unknown, index) =>
        isObject(parameter) && typeof parameter.name === 'string'
          ? [{ at: `${at}/parameters/${index} (${String(parameter.in)} ${parameter.name})`, name: parameter.name, description: descriptionOf(parameter) }, ...fieldsOf(parameter.schema, components, `${at}/parameters/${index}/schema`)]
          : [],
      );
    }
    if (key === 'allOf' && Array.isArray(value)) return fieldsOf(value, components, `${at}/allOf`, referencedProperties(value, components));
    return fieldsOf(value, components, `${at}/${key}`);
  });
}

const descriptionOf = (schema: unknown) => (isObject(schema) && typeof schema.description === 'string' && schema.description.trim() ? schema.description : undefined);

function referencedProperties(members: unknown[], components: Json): Json {
  const referenced = members.flatMap((member) => (isObject(member) && typeof member.$ref === 'string' ? [components[member.$ref.replace('#/components/schemas/', '')]] : []));
  return Object.assign({}, ...referenced.map((schema) => (isObject(schema) && isObject(schema.properties) ? schema.properties : {}))) as Json;
}

/** The rates per centimetre or square centimetre: decimal major units, where every other amount is minor units (the spec's Pricing document). */
const RATE = /^price_per_(sq_)?cm$/;
const MONEY = /(^|_)(price|amount|total)(_|$)/;

/**
 * The units a field's name promises, and what its description must then say. `price_multiplier` and the
 * price lists are not amounts.
 */
const UNITS: { names: RegExp; except?: RegExp; says: RegExp; unit: string }[] = [
  { names: /_cm$/, says: /centimetre/i, unit: 'centimetres' },
  { names: /_mm$/, says: /millimetre/i, unit: 'millimetres' },
  { names: /_kg$/, says: /kilogram/i, unit: 'kilograms' },
  { names: RATE, says: /decimal major units/i, unit: 'decimal major units of a currency' },
  { names: MONEY, except: new RegExp(`multiplier|price_lists?(_|$)|${RATE.source}`), says: /minor units/i, unit: 'minor units of a currency' },
];

describe('the published contract’s fields', () => {
  let service: TestService;
  let fields: Field[];

  beforeAll(async () => {
    service = await startTestService({ redis: false });
    const document = (await service.http.get('/help/openapi.json').expect(200)).body;
    fields = fieldsOf(document, document.components.schemas);
  });
  afterAll(() => service.close());

  it('each say what they are: every schema property and parameter has a description', () => {
    expect(fields.length).toBeGreaterThan(1000);
    expect(fields.filter((field) => field.description === undefined).map((field) => field.at)).toEqual([]);
  });

  it('say their unit where the name promises one: centimetres, millimetres, kilograms, money', () => {
    const unitless = fields.flatMap((field) =>
      UNITS.filter((rule) => rule.names.test(field.name) && !rule.except?.test(field.name) && !rule.says.test(field.description ?? '')).map((rule) => `${field.at}: ${rule.unit}`),
    );
    expect(fields.filter((field) => /_cm$/.test(field.name)).length).toBeGreaterThan(50);
    expect(fields.filter((field) => MONEY.test(field.name)).length).toBeGreaterThan(50);
    expect(unitless).toEqual([]);
  });
});
