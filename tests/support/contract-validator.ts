import { createHash } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020, { _, type ValidateFunction } from 'ajv/dist/2020';
import standaloneCode from 'ajv/dist/standalone';
import addFormats from 'ajv-formats';
import { closeObjectSchemas, type JsonSchema } from './closed-object-schemas';
import { CONTRACT_CACHE_ENV } from './test-environment';

/** One response as the service produced it. */
export interface Exchange {
  method: string;
  /** Path without the query string. */
  path: string;
  status: number;
  contentType: string | undefined;
  body: Buffer;
}

interface ResponseObject {
  content?: Record<string, { schema?: JsonSchema }>;
}

interface Parameter {
  name: string;
  in: string;
  schema?: JsonSchema;
}

interface Operation {
  method: string;
  template: string;
  operationId: string | undefined;
  parameters: Parameter[];
  requestBody: ResponseObject | undefined;
  regex: RegExp;
  /** Literal segments first: `/customisers/validate` beats `/customisers/{customiser_id}`. */
  literalSegments: number;
  responses: Record<string, ResponseObject>;
}

/** The schemas ajv keeps; a component's `$ref`s are rewritten to these absolute ids. */
const COMPONENT_BASE = 'https://contract.signwright.invalid/components/schemas/';
const COMPONENT_REF = new RegExp(`"${COMPONENT_BASE.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}[^"]+"`, 'g');
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/**
 * The Ajv options and vocabulary that shape the code ajv generates, all part of a cached validator's key.
 * `validateSchema` is not: it only checks a schema before compiling it (see `cachedOrCompiled`).
 * `code.source` keeps the generated source for `standaloneCode`; `code.formats` is how that source reaches
 * ajv-formats' formats (the `fullFormats` that `addFormats` gives by default).
 */
const CODE_OPTIONS = {
  allErrors: true,
  strict: true,
  strictTypes: false,
  validateFormats: true,
  code: { source: true, formats: _`require("ajv-formats/dist/formats").fullFormats` },
};
const VOCABULARY = ['discriminator', 'example', 'xml', 'externalDocs'];
const CODE_KEY = JSON.stringify({ ...CODE_OPTIONS, code: { ...CODE_OPTIONS.code, formats: CODE_OPTIONS.code.formats.toString() }, vocabulary: VOCABULARY });

/**
 * Checks a response against the operation the published OpenAPI document declares for its method and
 * path: the status (or `default`), the media type, and the body against that media type's schema.
 * Objects the document describes with properties are read as closed: a field the code sends but the
 * document does not name is drift too (the Problem schema allows extension members explicitly).
 */
export class ContractValidator {
  private readonly ajv: Ajv2020;
  private readonly operations: Operation[];
  private readonly compiled = new Map<string, ValidateFunction>();
  private readonly components: Record<string, JsonSchema>;
  /** The components given to ajv so far. */
  private readonly added = new Set<string>();
  private readonly webhooks: Record<string, { post?: { requestBody?: ResponseObject } }>;
  /** The run's cache directory, where compiled validators are shared between test files; unset outside a run. */
  private readonly cacheDirectory = process.env[CONTRACT_CACHE_ENV];

  /**
   * `checkSchemas: false` skips checking the document's schemas against JSON Schema's meta-schema (compiling
   * it is most of what a validator costs to build): only for a document already checked in this run.
   */
  constructor(document: Record<string, unknown>, options: { checkSchemas?: boolean } = {}) {
    this.ajv = new Ajv2020({ ...CODE_OPTIONS, validateSchema: options.checkSchemas ?? true });
    addFormats(this.ajv);
    // OpenAPI 3.1's own schema vocabulary: annotations only.
    this.ajv.addVocabulary(VOCABULARY);
    const components = (document.components as { schemas?: Record<string, JsonSchema> } | undefined)?.schemas ?? {};
    this.components = Object.fromEntries(Object.entries(components).map(([name, schema]) => [`${COMPONENT_BASE}${name}`, rewriteRefs(schema)]));
    // Checked, every component is added now, used or not; otherwise only those a compiled schema reaches
    // are, when it is compiled (a test file meets a few of the document's operations).
    if (options.checkSchemas ?? true) for (const id of Object.keys(this.components)) this.addComponent(id);
    this.operations = operationsOf(document);
    this.webhooks = (document.webhooks ?? {}) as typeof this.webhooks;
    if (options.checkSchemas ?? true) this.checkOperationSchemas();
  }

  /**
   * What is wrong with a delivery body of a webhook topic, checked against the document's `webhooks`
   * entry for it (its JSON request body), objects read as closed as for responses; empty when it keeps it.
   */
  checkWebhook(topic: string, body: unknown): string[] {
    const schema = this.webhooks[topic]?.post?.requestBody?.content?.['application/json']?.schema;
    if (!schema) return [`webhook ${topic}: not in the document`];
    return violations(`webhook ${topic}`, this.validatorFor(`webhook ${topic}`, schema), body);
  }

  /**
   * What is wrong with a body a client sends to the operation of this method and path, checked against
   * the schema of its media type, objects read as closed as for responses; empty when it fits.
   */
  checkRequest(method: string, path: string, mediaType: string, body: unknown): string[] {
    const operation = this.operationFor(method, path);
    if (!operation) return [`${method.toUpperCase()} ${path}: not an operation of the document`];
    const where = `${method.toUpperCase()} ${operation.template} request`;
    const schema = operation.requestBody?.content?.[mediaType]?.schema;
    if (!schema) return [`${where}: no ${mediaType} body documented (documented: ${Object.keys(operation.requestBody?.content ?? {}).join(', ') || 'none'})`];
    return violations(where, this.validatorFor(`${operation.method} ${operation.template} request ${mediaType}`, schema), body);
  }

  /** The operation an exchange belongs to, or undefined when the document has none (not an operation). */
  operationFor(method: string, path: string): Operation | undefined {
    const normalised = path.length > 1 ? path.replace(/\/$/, '') : path;
    return this.operations.find((operation) => operation.method === method.toLowerCase() && operation.regex.test(normalised));
  }

  /** What is wrong with the exchange, as readable lines; empty when it keeps the contract. */
  check(exchange: Exchange): string[] {
    const operation = this.operationFor(exchange.method, exchange.path);
    if (!operation || exchange.method.toUpperCase() === 'HEAD') return [];
    const where = `${exchange.method.toUpperCase()} ${operation.template} → ${exchange.status}`;
    const key = [String(exchange.status), `${String(exchange.status)[0]}XX`, 'default'].find((candidate) => operation.responses[candidate]);
    if (!key) return [`${where}: status not documented (documented: ${Object.keys(operation.responses).join(', ')})${describeProblem(exchange)}`];
    const content = operation.responses[key]!.content ?? {};
    const mediaType = exchange.contentType?.split(';')[0]?.trim().toLowerCase();
    if (Object.keys(content).length === 0) {
      return exchange.body.length === 0 ? [] : [`${where}: the document declares no body, the response has ${mediaType ?? 'an untyped one'}`];
    }
    if (!mediaType || !content[mediaType]) {
      return [`${where}: content type ${mediaType ?? '(none)'} not documented (documented: ${Object.keys(content).join(', ')})`];
    }
    const schema = content[mediaType]!.schema;
    if (!schema || !/json$/.test(mediaType)) return [];
    let body: unknown;
    try {
      body = JSON.parse(exchange.body.toString('utf8'));
    } catch {
      return [`${where}: the ${mediaType} body is not JSON`];
    }
    return violations(where, this.validatorFor(`${operation.method} ${operation.template} ${key} ${mediaType}`, schema), body, describeProblem(exchange));
  }

  private validatorFor(key: string, schema: JsonSchema): ValidateFunction {
    let validate = this.compiled.get(key);
    if (!validate) {
      validate = this.cachedOrCompiled(rewriteRefs(schema));
      this.compiled.set(key, validate);
    }
    return validate;
  }

  /**
   * The schema's validator, from the run's cache directory when a test file before this one compiled the same
   * schema. Jest gives each test file a fresh module registry, so without it every end-to-end file compiled the
   * same schemas again: ajv's compiling was about a tenth of such a file's CPU. The cache holds ajv's standalone
   * code of the validator, keyed by everything that code depends on: the schema as compiled (closed), every
   * component it reaches as given to ajv, and the options above; the directory lives for one run, so the
   * installed ajv cannot change under it. Loading it skips ajv's compile, and with it the meta-schema check
   * that `checkSchemas` asks for: a schema is cached only once ajv compiled it, and a checking validator
   * checks every component and body schema in its constructor anyway.
   */
  private cachedOrCompiled(rewritten: JsonSchema): ValidateFunction {
    const closed = closeObjectSchemas(rewritten, this.components);
    const compile = () => {
      for (const id of componentRefs(rewritten)) this.addComponent(id);
      return this.ajv.compile(closed as object);
    };
    if (!this.cacheDirectory) return compile();
    const reached = [...this.reachableComponents(componentRefs(rewritten), new Set())].sort();
    const components = reached.map((id) => [id, closeObjectSchemas(this.components[id]!, this.components)]);
    const hash = createHash('sha256').update(JSON.stringify({ options: CODE_KEY, schema: closed, components })).digest('hex');
    const file = join(this.cacheDirectory, `${hash}.validator.js`);
    let code: string | undefined;
    try {
      code = readFileSync(file, 'utf8');
    } catch {
      // Not cached yet: compiled below.
    }
    if (code !== undefined) return loadStandalone(code);
    const validate = compile();
    // Written aside and renamed: a file another worker reads is always whole.
    writeFileSync(`${file}.${process.pid}`, standaloneCode(this.ajv, validate));
    renameSync(`${file}.${process.pid}`, file);
    return validate;
  }

  /** These components and every one they refer to, directly or not. */
  private reachableComponents(ids: string[], found: Set<string>): Set<string> {
    for (const id of ids) {
      if (found.has(id) || this.components[id] === undefined) continue;
      found.add(id);
      this.reachableComponents(componentRefs(this.components[id]), found);
    }
    return found;
  }

  /**
   * Every body schema of the operations and webhooks against the meta-schema, as compiling each would, so
   * that a validator built without the check (`checkSchemas: false`) can trust the ones it compiles.
   */
  private checkOperationSchemas(): void {
    const bodies = [
      ...this.operations.flatMap((operation) => [operation.requestBody, ...Object.values(operation.responses)]),
      ...Object.values(this.webhooks).map((webhook) => webhook.post?.requestBody),
    ];
    for (const body of bodies) {
      for (const { schema } of Object.values(body?.content ?? {})) {
        if (schema !== undefined && !this.ajv.validateSchema(rewriteRefs(schema) as object)) throw new Error(`the contract holds an invalid schema: ${this.ajv.errorsText()}`);
      }
    }
  }

  /** Gives ajv the component of this id and, first, every component it refers to. */
  private addComponent(id: string): void {
    if (this.added.has(id)) return;
    const schema = this.components[id];
    if (schema === undefined) return;
    this.added.add(id);
    for (const referenced of componentRefs(schema)) this.addComponent(referenced);
    this.ajv.addSchema({ ...(closeObjectSchemas(schema, this.components) as object), $id: id });
  }
}

/** An operation's responses, those written once under `components.responses` looked up. */
function responsesOf(document: Record<string, unknown>, responses: Record<string, ResponseObject | { $ref: string }>): Record<string, ResponseObject> {
  const shared = (document.components as { responses?: Record<string, ResponseObject> } | undefined)?.responses ?? {};
  const lookUp = (value: ResponseObject | { $ref: string }): ResponseObject => {
    if (!('$ref' in value)) return value;
    const found = shared[value.$ref.replace('#/components/responses/', '')];
    if (!found) throw new Error(`the contract refers to ${value.$ref}, which it does not define`);
    return found;
  };
  return Object.fromEntries(Object.entries(responses).map(([status, value]) => [status, lookUp(value)]));
}

/**
 * A validator from ajv's standalone code: a CommonJS module whose `require`s (ajv's runtime helpers,
 * ajv-formats' formats) resolve from here, where those packages are installed.
 */
function loadStandalone(code: string): ValidateFunction {
  const module = { exports: {} as unknown };
  new Function('require', 'module', 'exports', code)(require, module, module.exports);
  return module.exports as ValidateFunction;
}

/** The validator's errors as readable lines, one per error; empty when the value passed. */
function violations(where: string, validate: ValidateFunction, value: unknown, suffix = ''): string[] {
  if (validate(value)) return [];
  return (validate.errors ?? []).map(
    (error) => `${where}: body${error.instancePath || ''} ${error.message ?? 'is invalid'}${error.params && Object.keys(error.params).length ? ` ${JSON.stringify(error.params)}` : ''}${suffix}`,
  );
}

type DocumentOperation = { operationId?: string; parameters?: Parameter[]; requestBody?: ResponseObject; responses?: Record<string, ResponseObject | { $ref: string }> };

function operationsOf(document: Record<string, unknown>): Operation[] {
  const paths = (document.paths ?? {}) as Record<string, Record<string, DocumentOperation>>;
  const operations: Operation[] = [];
  for (const [template, item] of Object.entries(paths)) {
    const pattern = template
      .split('/')
      .map((segment) => (/^\{[^}]+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      operations.push({
        method,
        template,
        regex: new RegExp(`^${pattern}$`),
        literalSegments: template.split('/').filter((segment) => segment && !segment.startsWith('{')).length,
        operationId: operation.operationId,
        parameters: operation.parameters ?? [],
        requestBody: operation.requestBody,
        responses: responsesOf(document, operation.responses ?? {}),
      });
    }
  }
  return operations.sort((a, b) => b.literalSegments - a.literalSegments);
}

/** The components a schema (its `$ref`s already rewritten) names. */
function componentRefs(schema: JsonSchema): string[] {
  const found = JSON.stringify(schema).match(COMPONENT_REF) ?? [];
  return [...new Set(found.map((quoted) => JSON.parse(quoted) as string))];
}

/** `#/components/schemas/X` means the document's root; ajv knows each component by its own id. */
function rewriteRefs(schema: JsonSchema): JsonSchema {
  return JSON.parse(JSON.stringify(schema).replace(/"#\/components\/schemas\/([^"]+)"/g, (_match, name: string) => JSON.stringify(`${COMPONENT_BASE}${name}`))) as JsonSchema;
}

function describeProblem(exchange: Exchange): string {
  if (!exchange.contentType?.startsWith('application/problem+json')) return '';
  try {
    const problem = JSON.parse(exchange.body.toString('utf8')) as { code?: string };
    return ` (problem ${problem.code ?? 'without code'})`;
  } catch {
    return '';
  }
}
