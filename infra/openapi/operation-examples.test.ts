import { withOperationExamples, type OperationExamples } from './operation-examples';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a document, read by path

const problem = { description: 'Problem', content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } } };

const document = (): Json => ({
  paths: {
    '/api/v3/things': {
      get: {
        operationId: 'listThings',
        parameters: [
          { name: 'limit', in: 'query', schema: { type: 'integer' } },
          { name: 'filter[active]', in: 'query', schema: { type: 'string', enum: ['true', 'false'] } },
          { name: 'cursor', in: 'query', schema: { type: 'string' } },
        ],
        responses: { '200': { description: 'Things', content: { 'application/json': { schema: { type: 'object' } } } }, '422': problem },
      },
    },
    '/api/v3/things/{thing_id}': {
      patch: {
        operationId: 'updateThing',
        parameters: [
          { name: 'thing_id', in: 'path', required: true, schema: { type: 'integer' } },
          { name: 'Idempotency-Key', in: 'header', schema: { type: 'string' } },
        ],
        requestBody: { required: true, content: { 'application/merge-patch+json': { schema: { type: 'object' } } } },
        responses: { '200': { description: 'The thing', content: { 'application/json': { schema: { type: 'object' } } } }, '404': problem },
      },
      delete: { operationId: 'deleteThing', responses: { '200': { description: 'Gone', content: { 'application/json': { schema: { type: 'object' } } } } } },
    },
  },
});

const examples: OperationExamples = {
  origins: { base_url: 'https://api.recorded.example', docs_url: 'https://docs.recorded.example' },
  operations: {
    listThings: {
      request: { method: 'get', path: '/api/v3/things', query: { limit: '2', 'filter[active]': 'true' } },
      response: { status: 200, body: { data: [], links: { self: 'https://api.recorded.example/api/v3/things', documentation: 'https://docs.recorded.example/help/reference' } } },
    },
    updateThing: {
      request: { method: 'patch', path: '/api/v3/things/7', idempotency_key: 'c0ffee', body: { name: 'Renamed' } },
      response: { status: 200, body: { data: { id: 7, name: 'Renamed' } } },
    },
  },
};

const attached = () => withOperationExamples(document(), { baseUrl: 'https://api.shop.example', docsUrl: 'https://docs.shop.example' }, examples) as Json;

describe('attaching the recorded examples to the contract', () => {
  it('gives the request body’s media type the recorded body, and the success response’s media type the recorded answer', () => {
    const operation = attached().paths['/api/v3/things/{thing_id}'].patch;
    expect(operation.requestBody.content['application/merge-patch+json']).toEqual({ schema: { type: 'object' }, example: { name: 'Renamed' } });
    expect(operation.responses['200'].content['application/json'].example).toEqual({ data: { id: 7, name: 'Renamed' } });
  });

  it('leaves problem responses, and operations nobody recorded, as they were', () => {
    const paths = attached().paths;
    expect(paths['/api/v3/things/{thing_id}'].patch.responses['404']).toEqual(problem);
    expect(paths['/api/v3/things'].get.responses['422']).toEqual(problem);
    expect(paths['/api/v3/things/{thing_id}'].delete).toEqual(document().paths['/api/v3/things/{thing_id}'].delete);
  });

  it('gives the path, query and Idempotency-Key parameters the recorded values, typed as their schemas say', () => {
    const paths = attached().paths;
    const examplesOf = (parameters: { name: string; example?: unknown }[]) => Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter.example]));
    expect(examplesOf(paths['/api/v3/things/{thing_id}'].patch.parameters)).toEqual({ thing_id: 7, 'Idempotency-Key': 'c0ffee' });
    expect(examplesOf(paths['/api/v3/things'].get.parameters)).toEqual({ limit: 2, 'filter[active]': 'true', cursor: undefined });
  });

  it('names the document’s own origins where the recording named its own', () => {
    const body = attached().paths['/api/v3/things'].get.responses['200'].content['application/json'].example;
    expect(body.links).toEqual({ self: 'https://api.shop.example/api/v3/things', documentation: 'https://docs.shop.example/help/reference' });
  });
});
