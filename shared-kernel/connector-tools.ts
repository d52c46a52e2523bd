import { z } from './validation/zod';

/** Who calls a connector tool: a person's approved connection to one store, with the scopes it was granted. */
export interface ConnectorCaller {
  storeId: number;
  personId: number;
  connectionId: number;
  scopes: readonly string[];
  /** The connection's client, as it registered its name: what activity names the caller's writes by. */
  clientName: string;
}

/** A tool call as the request of the operation it presents: path ids, query parameters and body, as a client would send them. */
export interface ToolRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

/**
 * A tool of the connector (the MCP endpoint): a presenter over one operation, declared by the module
 * that declares the operation. The tool has a name, words for the assistant and an input schema; it
 * maps its arguments onto the operation's request, which the operation pipeline then parses with the
 * operation's own strict schemas. Everything else is the operation's: its scopes (a missing one is a
 * tool result carrying `insufficient_scope`), the caller's quota, its budget (`rate_limited`), its
 * idempotency (an operation that takes an Idempotency-Key makes `idempotency_key` a required
 * argument), its transaction, its handler and its problems, each answered as a tool result.
 */
export interface ConnectorTool<Input extends z.ZodObject = z.ZodObject> {
  /** snake_case, unique across modules. */
  name: string;
  title: string;
  description: string;
  /** The `operationId` of the operation presented: a route's, or one bound to `OPERATIONS`. */
  operation: string;
  input: Input;
  request(args: z.output<Input>): ToolRequest;
}

/**
 * A tool as a route declares it, beside its HTTP presentation (`tool` in `defineRoute`): the operation
 * it presents is the route's own. Only an operation no route presents binds a whole `ConnectorTool`.
 */
export type ToolPresentation<Input extends z.ZodObject = z.ZodObject> = Omit<ConnectorTool<Input>, 'operation'>;

/** Binds `ConnectorTool`s of operations that no route presents (a route names its tool in its declaration). */
export const CONNECTOR_TOOLS = Symbol.for('signwright.ConnectorTools');

/** Declares a tool with its arguments typed from its schema. */
export function defineConnectorTool<Input extends z.ZodObject>(tool: ConnectorTool<Input>): ConnectorTool {
  return tool as unknown as ConnectorTool;
}

/** Declares a route's tool with its arguments typed from its schema. */
export function presentAsTool<Input extends z.ZodObject>(tool: ToolPresentation<Input>): ToolPresentation {
  return tool as unknown as ToolPresentation;
}

/**
 * Query parameters as a URL carries them: strings, and absent rather than undefined, so that the
 * operation's query schema reads a tool's filters exactly as it reads a request's.
 */
export function toolQuery(values: Record<string, string | number | boolean | Date | undefined>): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    query[name] = value instanceof Date ? value.toISOString() : String(value);
  }
  return query;
}

/** A tool argument naming a row by id. Ids are PostgreSQL integers: a larger number names nothing and must not reach a query. */
export const idArgument = (description: string) => z.number().int().positive().max(2_147_483_647).describe(description);

/** A path id as a URL carries it. */
export const toolId = (id: number): string => String(id);
