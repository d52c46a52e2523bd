import express, { Router, type Request, type Response } from 'express';
import { inject, injectable, multiInject } from 'inversify';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { RawOperation, RawRouteSource } from '../../../../infra/http/route';
import type { IdempotentExecution } from '../../../../infra/idempotency/idempotent-execution';
import type { TransactionalDatabase } from '../../../../infra/database/transactional-database';
import { CONNECTOR_TOOLS, type ConnectorCaller, type ConnectorTool } from '../../../../shared-kernel/connector-tools';
import { isProblem } from '../../../../shared-kernel/problems/problem';
import { runInRequestContext } from '../../../../shared-kernel/request-context';
import { IdentityTokens } from '../../identity.tokens';
import type { ConnectorOrigins } from '../../application/connector-origins';
import type { ConnectorAccessService } from '../../application/connector-access.service';

const idempotencyKey = z.string().regex(/^[\x21-\x7e]{1,255}$/).describe('Sent again with the same arguments, the write happens once and its answer is repeated.');

const answer = (value: unknown, isError = false): CallToolResult => ({ content: [{ type: 'text', text: JSON.stringify(value) }], ...(isError ? { isError } : {}) });

/**
 * The connector: MCP over Streamable HTTP at {mcp_url}/mcp, stateless (a server and a transport per
 * request). Only the authorization server's access tokens are accepted; without one the answer is 401
 * with the protected-resource metadata URL, the whole of discovery. Tools come from the modules.
 */
@injectable()
export class ConnectorEndpointRoutes implements RawRouteSource {
  constructor(
    @inject(IdentityTokens.ConnectorAccess) private readonly access: ConnectorAccessService,
    @inject(IdentityTokens.ConnectorOrigins) private readonly origins: ConnectorOrigins,
    @multiInject(CONNECTOR_TOOLS) private readonly tools: ConnectorTool[],
    @inject(InfraTokens.Database) private readonly database: TransactionalDatabase,
    @inject(InfraTokens.IdempotentExecution) private readonly idempotency: IdempotentExecution,
  ) {}

  router(): Router {
    const router = Router();
    router.all('/mcp', express.json({ limit: '2mb' }), async (request, response) => {
      response.locals.routeTemplate = '/mcp';
      const bearer = /^Bearer (.+)$/i.exec(request.get('authorization') ?? '')?.[1];
      const caller = bearer ? await this.access.callerOf(bearer) : undefined;
      if (!caller) return this.challenge(response, bearer ? 'invalid_token' : undefined);
      if (request.method !== 'POST') return void response.status(405).set('Allow', 'POST').json({ jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed: this endpoint is stateless.' }, id: null });
      await this.serve(caller, request, response);
    });
    return router;
  }

  operations(): RawOperation[] {
    const jsonRpc = { type: 'object' as const, description: 'A JSON-RPC 2.0 message (or a batch) of the Model Context Protocol.', required: ['jsonrpc'], properties: { jsonrpc: { const: '2.0' } } };
    return [
      {
        method: 'post',
        path: '/mcp',
        operationId: 'callConnector',
        summary: 'The connector (MCP Streamable HTTP)',
        description:
          'Stateless MCP over Streamable HTTP: `initialize`, `tools/list`, `tools/call`. Takes only access tokens of the authorization server, bound to this resource; Store API keys are refused. ' +
          'Tools name the scopes they need; a missing scope is a tool result carrying `insufficient_scope` and `required_scopes`, not a protocol error. ' +
          'The `get_store` tool publishes the connection\'s granted scopes as `scopes`. Other methods than POST answer 405.',
        tags: ['Connector'],
        servers: [{ url: this.origins.mcpUrl }],
        security: [{ oauth2: [] }],
        request: { body: { required: true, content: { 'application/json': { schema: jsonRpc } } } },
        responses: {
          '200': {
            description: 'The JSON-RPC answer to a request: its `id`, and a `result` or an `error`.',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['jsonrpc'],
                  properties: { jsonrpc: { const: '2.0' }, id: { type: ['string', 'integer', 'null'] }, result: { type: 'object' }, error: { type: 'object' } },
                },
              },
            },
          },
          '202': { description: 'A notification (no `id`) was accepted; there is nothing to answer.' },
          '401': {
            description: 'No token, an expired or revoked one, or one bound to another resource: `WWW-Authenticate: Bearer resource_metadata="<{mcp_url}/.well-known/oauth-protected-resource>"`. Rediscover and reauthorize.',
            headers: { 'WWW-Authenticate': { description: 'The resource-metadata challenge.', schema: { type: 'string' } } },
            content: { 'application/json': { schema: { type: 'object', properties: { error: { type: 'string' }, error_description: { type: 'string' } } } } },
          },
        },
        problems: ['rate_limited'],
      },
    ];
  }

  private challenge(response: Response, error?: string): void {
    const metadata = `${this.origins.mcpUrl}/.well-known/oauth-protected-resource`;
    response
      .status(401)
      .set('WWW-Authenticate', `Bearer resource_metadata="${metadata}"${error ? `, error="${error}"` : ''}`)
      .json({ error: error ?? 'unauthorized', error_description: 'A connector access token is required; discover the authorization server at resource_metadata.' });
  }

  private async serve(caller: ConnectorCaller, request: Request, response: Response): Promise<void> {
    const server = new McpServer({ name: 'signwright', version: '1.0.0' });
    for (const tool of this.tools) {
      const shape = tool.write ? { ...tool.input.shape, idempotency_key: idempotencyKey } : tool.input.shape;
      server.registerTool(tool.name, { title: tool.title, description: `${tool.description} Requires: ${tool.scopes.join(', ') || 'no scope'}.`, inputSchema: shape }, (args) =>
        this.call(tool, caller, args as Record<string, unknown>),
      );
    }
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    response.on('close', () => void transport.close().then(() => server.close()));
    await server.connect(transport);
    await transport.handleRequest(request, response, request.body);
  }

  /** A missing scope or a refused input is the tool's answer, never a protocol error. */
  private async call(tool: ConnectorTool, caller: ConnectorCaller, args: Record<string, unknown>): Promise<CallToolResult> {
    const missing = tool.scopes.filter((scope) => !caller.scopes.includes(scope));
    if (missing.length > 0) return answer({ code: 'insufficient_scope', required_scopes: tool.scopes, granted_scopes: caller.scopes }, true);
    const { idempotency_key: key, ...input } = args;
    const credential = { kind: 'connector_token' as const, id: `connection:${caller.connectionId}`, storeId: caller.storeId, scopes: caller.scopes, wildcard: false, test: false };
    try {
      const result = await runInRequestContext({ requestId: `mcp_${caller.connectionId}_${Date.now()}`, credential }, () =>
        tool.write && typeof key === 'string' ? this.runOnce(tool, caller, input, key) : this.database.run(() => tool.run(input, caller)),
      );
      return answer(result);
    } catch (error) {
      if (!isProblem(error)) throw error;
      return answer({ code: error.code, status: error.status, detail: error.detail, ...(error.errors ? { errors: error.errors } : {}), ...error.members }, true);
    }
  }

  private async runOnce(tool: ConnectorTool, caller: ConnectorCaller, input: Record<string, unknown>, key: string): Promise<unknown> {
    const scope = { credentialId: `connection:${caller.connectionId}`, method: 'TOOL', path: tool.name, key, body: Buffer.from(JSON.stringify(input)) };
    const { response } = await this.idempotency.run(scope, async () => ({ status: 200, headers: {}, body: await tool.run(input, caller) }));
    return response.body;
  }
}
