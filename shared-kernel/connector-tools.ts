import type { z } from 'zod';

/** Who calls a connector tool: a person's approved connection to one store, with the scopes it was granted. */
export interface ConnectorCaller {
  storeId: number;
  personId: number;
  connectionId: number;
  scopes: readonly string[];
}

/**
 * A tool of the connector (the MCP endpoint), declared by the module whose services it uses, as routes
 * are. The connector runs it acting for the caller's store (`currentStoreId()` works as in a request),
 * after checking `scopes`: a missing scope is answered as a tool result carrying `insufficient_scope`
 * and `required_scopes`, never a protocol error. A problem thrown by the services becomes a tool result
 * carrying the problem. A `write` tool runs in one unit of work under the Store API's idempotency
 * mechanism, keyed by the `idempotency_key` argument the connector adds to its input.
 */
export interface ConnectorTool<Input extends z.ZodObject = z.ZodObject> {
  /** snake_case, unique across modules. */
  name: string;
  title: string;
  description: string;
  scopes: readonly string[];
  write: boolean;
  input: Input;
  /** Answers JSON: the same resource shapes the Store API answers. */
  run(input: z.infer<Input>, caller: ConnectorCaller): Promise<unknown>;
}

export const CONNECTOR_TOOLS = Symbol.for('signwright.ConnectorTools');

/** Declares a tool with its input type inferred from its schema. */
export function defineConnectorTool<Input extends z.ZodObject>(tool: ConnectorTool<Input>): ConnectorTool {
  return tool as unknown as ConnectorTool;
}

/** A page of a listing as every list tool answers it: the items, and the cursor of the next page. */
export function toolPage<Item>(listed: { items: Item[]; nextCursor: string | null }, resource: (item: Item) => unknown) {
  return { data: listed.items.map(resource), next_cursor: listed.nextCursor };
}
