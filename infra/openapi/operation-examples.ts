import { readProjectFile } from '../project-files';

/** A request as the recorder sent it: the concrete path, the query, the body; never the key. */
export interface RecordedRequest {
  method: string;
  path: string;
  query?: Record<string, string>;
  idempotency_key?: string;
  body?: unknown;
}

export interface OperationExample {
  request: RecordedRequest;
  response: { status: number; body: unknown };
}

/**
 * `tests/operation-examples/` records these from the demo data (`make examples`); the contract tests
 * beside this file check each against the operation it belongs to, so none can go stale unnoticed.
 */
export interface OperationExamples {
  /** The origins the service had while recording: links in the bodies name them. */
  origins: { base_url: string; docs_url: string };
  operations: Record<string, OperationExample>;
}

/** The committed file of examples, from the repository's root. */
export const EXAMPLES_FILE = ['infra', 'openapi', 'operation-examples.json'] as const;

let recorded: OperationExamples | undefined;

export function recordedExamples(): OperationExamples {
  return (recorded ??= JSON.parse(readProjectFile(...EXAMPLES_FILE)) as OperationExamples);
}

type Json = Record<string, unknown>;
interface Parameter extends Json {
  name: string;
  in: string;
  schema?: Json;
}
interface Operation extends Json {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, Json> };
  responses?: Record<string, { content?: Record<string, Json> }>;
}

/**
 * Attaches each recorded operation's example where OpenAPI keeps one: the path, query and
 * Idempotency-Key parameters, the request body's media type and the success response's. The document
 * is the one just generated, changed in place and returned. Links recorded under the recording's
 * origins name the document's own.
 */
export function withOperationExamples(document: Json, origins: { baseUrl: string; docsUrl: string }, examples: OperationExamples = recordedExamples()): Json {
  const local = (value: unknown) =>
    JSON.parse(JSON.stringify(value).replaceAll(examples.origins.docs_url, origins.docsUrl).replaceAll(examples.origins.base_url, origins.baseUrl)) as unknown;
  for (const [template, item] of Object.entries((document.paths ?? {}) as Record<string, Record<string, Operation>>)) {
    for (const operation of Object.values(item)) {
      const example = operation.operationId === undefined ? undefined : examples.operations[operation.operationId];
      if (!example) continue;
      const values = requestValues(template, example.request);
      if (operation.parameters) operation.parameters = operation.parameters.map((parameter) => withParameterExample(parameter, values));
      if (operation.requestBody?.content && example.request.body !== undefined) {
        operation.requestBody = { ...operation.requestBody, content: withMediaExample(operation.requestBody.content, local(example.request.body)) };
      }
      const response = operation.responses?.[String(example.response.status)];
      if (response?.content) {
        operation.responses = { ...operation.responses, [String(example.response.status)]: { ...response, content: withMediaExample(response.content, local(example.response.body)) } };
      }
    }
  }
  return document;
}

/** Every media type of a body gets the example: an operation has one, JSON or JSON merge patch. */
function withMediaExample(content: Record<string, Json>, example: unknown): Record<string, Json> {
  return Object.fromEntries(Object.entries(content).map(([type, media]) => [type, { ...media, example }]));
}

/** The recorded value of each parameter, by where it goes and its name. */
function requestValues(template: string, request: RecordedRequest): Map<string, string> {
  const values = new Map<string, string>();
  const concrete = request.path.split('/');
  template.split('/').forEach((segment, index) => {
    const name = /^\{(.+)\}$/.exec(segment)?.[1];
    if (name !== undefined && concrete[index] !== undefined) values.set(`path ${name}`, decodeURIComponent(concrete[index]));
  });
  for (const [name, value] of Object.entries(request.query ?? {})) values.set(`query ${name}`, value);
  if (request.idempotency_key !== undefined) values.set('header idempotency-key', request.idempotency_key);
  return values;
}

function withParameterExample(parameter: Parameter, values: Map<string, string>): Parameter {
  const value = values.get(`${parameter.in} ${parameter.in === 'header' ? parameter.name.toLowerCase() : parameter.name}`);
  return value === undefined || '$ref' in parameter ? parameter : { ...parameter, example: typed(value, parameter.schema) };
}

/** A path or query value is text on the wire; the example has the type the parameter's schema names. */
function typed(value: string, schema: Json | undefined): unknown {
  const type = schema?.type;
  if ((type === 'integer' || type === 'number') && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  if (type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}
