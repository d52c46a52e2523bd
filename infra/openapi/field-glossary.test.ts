import { describeSharedFields } from './field-glossary';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a document, read by path

const document = (): Json => ({
  paths: {
    '/things': {
      get: {
        parameters: [
          { in: 'header', name: 'Idempotency-Key', schema: { type: 'string' } },
          { in: 'query', name: 'customiser_id', schema: { type: 'integer' } },
        ],
        responses: {
          200: {
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    data: { type: 'array', items: { $ref: '#/components/schemas/Thing' } },
                    links: { type: 'object', properties: { self: { type: 'string' } } },
                  },
                },
              },
            },
          },
          404: {
            content: {
              'application/problem+json': { schema: { allOf: [{ $ref: '#/components/schemas/Problem' }, { type: 'object', properties: { code: { type: 'string', enum: ['resource_not_found'] } } }] } },
            },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      Thing: {
        type: 'object',
        properties: {
          object: { type: 'string', enum: ['thing'] },
          created_at: { type: 'string', description: 'When the thing was made.' },
          code: { type: 'string' },
        },
      },
      Problem: {
        type: 'object',
        properties: { code: { type: 'string' }, errors: { type: 'array', items: { type: 'object', properties: { code: { type: 'string' } } } } },
      },
    },
  },
});

describe('the field glossary', () => {
  it('describes shared fields that have no description of their own, and leaves those that have one', () => {
    const described = describeSharedFields(document());
    const thing = described.components.schemas.Thing.properties;
    expect(thing.object.description).toBe('What kind of object this is: always `thing`.');
    expect(thing.created_at.description).toBe('When the thing was made.');
  });

  it('reads a name by where it sits: a field error’s code is not the problem’s, a page is not one resource', () => {
    const described = describeSharedFields(document());
    const properties = described.paths['/things'].get.responses[200].content['application/json'].schema.properties;
    expect(properties.data.description).toMatch(/page/);
    const problem = described.components.schemas.Problem.properties;
    expect(problem.code.description).toMatch(/stable, machine-readable identifier/);
    expect(problem.errors.items.properties.code.description).toMatch(/Why that member or parameter is at fault/);
  });

  it('leaves a name it does not know, and a parameter it knows only as a property, for its declaration to describe', () => {
    const described = describeSharedFields(document());
    expect(described.components.schemas.Thing.properties.code.description).toBeUndefined();
    const [idempotencyKey, customiserId] = described.paths['/things'].get.parameters;
    expect(idempotencyKey.description).toMatch(/1 to 255 visible ASCII characters/);
    expect(customiserId.description).toBeUndefined();
  });

  it('changes a copy, never the schemas the document was built from', () => {
    const original = document();
    describeSharedFields(original);
    expect(original.components.schemas.Thing.properties.object.description).toBeUndefined();
  });
});
