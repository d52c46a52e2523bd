import { inject, injectable, multiInject } from 'inversify';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { InfraTokens } from '../../../../infra/infra.tokens';
import { HTTP_ROUTES, type RouteSource } from '../../../../infra/http/route';
import type { AnyOperation } from '../../../../infra/operations/operation';
import type { OperationDirectory } from '../../../../infra/operations/operation-directory';
import type { OperationCall, OperationPipeline, OperationPresenter } from '../../../../infra/operations/operation-pipeline';
import { answersLivemode, withLivemode } from '../../../../infra/operations/livemode';
import type { RecordedResponse } from '../../../../infra/idempotency/idempotent-execution';
import { CONNECTOR_TOOLS, type ConnectorCaller, type ConnectorTool } from '../../../../shared-kernel/connector-tools';
import { isProblem, type Problem } from '../../../../shared-kernel/problems/problem';
import { currentRequestContext, runInRequestContext, type RequestCredential } from '../../../../shared-kernel/request-context';
import { IdentityTokens } from '../../identity.tokens';
import type { ConnectorOrigins } from '../../application/connector-origins';

/** A tool with the operation it presents, resolved once. */
export interface PresentedTool {
  tool: ConnectorTool;
  operation: AnyOperation;
  /** An operation that takes an Idempotency-Key makes it a required argument of its tool. */
  takesIdempotencyKey: boolean;
}

/** What a tool answers: the resource, or a page as `{ data, next_cursor }`; never a download. */
const toolPresenterOf = (operation: AnyOperation): OperationPresenter => ({
  present(answered, call): RecordedResponse {
    // A tool answers what its route answers, `livemode` included (the connector's is always live data).
    const result = call.credential && answersLivemode(operation) ? withLivemode(answered, call.credential) : answered;
    if (result.kind === 'collection') return { status: 200, headers: {}, body: { data: result.items, next_cursor: result.nextCursor } };
    if (result.kind === 'file') throw new Error('A connector tool answers JSON; it cannot present a download');
    return { status: result.status, headers: {}, body: result.data, ...(result.replayData !== undefined ? { replayBody: result.replayData } : {}) };
  },
});

const answer = (value: unknown, isError = false): CallToolResult => ({ content: [{ type: 'text', text: JSON.stringify(value) }], ...(isError ? { isError } : {}) });

/** A problem as a tool result carries it: the problem document's members, without its HTTP-only parts. */
function problemAnswer(problem: Problem): CallToolResult {
  return answer({ code: problem.code, status: problem.status, detail: problem.detail, ...(problem.errors ? { errors: problem.errors } : {}), ...problem.members }, true);
}

/**
 * The connector's side of a tool call: the caller's connection as a credential, the tool's arguments
 * as the request of the operation it presents, and the operation pipeline, which spends the
 * connection's quota and the operation's budget, checks scopes and idempotency and runs the handler in
 * its transaction exactly as for a Store API request. Every problem, a missing scope or a spent budget
 * included, is the tool's answer, never a protocol error.
 */
@injectable()
export class ConnectorToolCalls {
  private readonly byName = new Map<string, PresentedTool>();
  private readonly url: URL;

  constructor(
    @multiInject(CONNECTOR_TOOLS) tools: ConnectorTool[],
    @multiInject(HTTP_ROUTES) routes: RouteSource[],
    @inject(InfraTokens.OperationDirectory) directory: OperationDirectory,
    @inject(InfraTokens.OperationPipeline) private readonly pipeline: OperationPipeline,
    @inject(IdentityTokens.ConnectorOrigins) origins: ConnectorOrigins,
  ) {
    const presented = routes.flatMap((source) => source.routes()).flatMap((route) => (route.tool ? [{ ...route.tool, operation: route.operationId }] : []));
    for (const tool of [...presented, ...tools]) {
      if (this.byName.has(tool.name)) throw new Error(`Two connector tools are named ${tool.name}`);
      // A tool naming no operation is a declaration error: the service must not start with it.
      if (!directory.has(tool.operation)) throw new Error(`The connector tool ${tool.name} presents ${tool.operation}, which no module declares`);
      const operation = directory.find(tool.operation);
      this.byName.set(tool.name, { tool, operation, takesIdempotencyKey: operation.idempotency !== 'none' });
    }
    this.url = new URL('/mcp', origins.mcpUrl);
  }

  tools(): PresentedTool[] {
    return [...this.byName.values()];
  }

  /** Runs a tool whose arguments its input schema has already parsed (the MCP server does it on registration). */
  async call(name: string, caller: ConnectorCaller, args: Record<string, unknown>): Promise<CallToolResult> {
    const presented = this.byName.get(name);
    if (!presented) throw new Error(`No connector tool is named ${name}`);
    const { idempotency_key: key, ...input } = args;
    const credential = connectorCredential(caller);
    const request = presented.tool.request(input);
    const call: OperationCall = {
      credential,
      params: request.params ?? {},
      query: request.query ?? {},
      body: request.body,
      idempotencyKey: typeof key === 'string' ? key : undefined,
      // A tool's records are its own: the same key sent to another tool, or over HTTP, is another write.
      idempotencyScope: () => ({ method: 'TOOL', path: presented.tool.name, body: Buffer.from(JSON.stringify(input)) }),
      url: this.url,
      headers: {},
    };
    const requestId = currentRequestContext()?.requestId ?? `mcp_${caller.connectionId}_${Date.now()}`;
    try {
      const { response } = await runInRequestContext({ requestId, credential }, () => this.pipeline.run(presented.operation, toolPresenterOf(presented.operation), call));
      return answer(response.body);
    } catch (error) {
      if (!isProblem(error)) throw error;
      return problemAnswer(error);
    }
  }
}

/** A connection acts for its store with exactly the scopes its person granted; its quota is its own. */
function connectorCredential(caller: ConnectorCaller): RequestCredential {
  return { kind: 'connector_token', id: `connection:${caller.connectionId}`, storeId: caller.storeId, scopes: caller.scopes, wildcard: false, test: false, actorName: caller.clientName };
}
