import { Router, type Request, type Response } from 'express';
import { inject, injectable } from 'inversify';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { RawRouteSource } from '../../../../infra/http/route';
import { json, type RawOperation } from '../../../../infra/http/raw-operation';
import { jsonBodies } from '../../../../infra/http/json-bodies';
import { z } from '../../../../infra/openapi/zod';
import { Problems } from '../../../../shared-kernel/problems/problems';
import type { ConnectorCaller } from '../../../../shared-kernel/connector-tools';
import { IdentityTokens } from '../../identity.tokens';
import { ConnectorToolCalls } from './connector-tool-calls';
import type { ConnectorOrigins } from '../../application/connector-origins';
import { ConnectorAccessService } from '../../application/connector-access.service';

const jsonRpcMessage = z
  .looseObject({ jsonrpc: z.literal('2.0').openapi({ description: 'Always `2.0`; the rest of the message is MCP’s.' }) })
  .openapi({ description: 'A JSON-RPC 2.0 message (or a batch) of the Model Context Protocol.' });
const jsonRpcAnswer = z.looseObject({
  jsonrpc: z.literal('2.0').openapi({ description: 'Always `2.0`.' }),
  id: z.union([z.string(), z.number().int(), z.null()]).optional().openapi({ description: 'The id of the request this answers.' }),
  result: z.record(z.string(), z.unknown()).optional().openapi({ description: 'The method’s result (MCP), when it succeeded.' }),
  error: z.record(z.string(), z.unknown()).optional().openapi({ description: 'The JSON-RPC error, when it failed.' }),
});

const idempotencyKey = z.string().regex(/^[\x21-\x7e]{1,255}$/).describe('Sent again with the same arguments, the write happens once and its answer is repeated.');

/**
 * The connector: MCP over Streamable HTTP at {mcp_url}/mcp, stateless (a server and a transport per
 * request). Only the authorization server's access tokens are accepted; without one the answer is 401
 * with the protected-resource metadata URL, the whole of discovery. Tools come from the modules; each
 * call runs through the operation pipeline (`ConnectorToolCalls`): this router keeps only MCP's part.
 */
@injectable()
export class ConnectorEndpointRoutes implements RawRouteSource {
  constructor(
    @inject(ConnectorAccessService) private readonly access: ConnectorAccessService,
    @inject(IdentityTokens.ConnectorOrigins) private readonly origins: ConnectorOrigins,
    @inject(ConnectorToolCalls) private readonly calls: ConnectorToolCalls,
  ) {}

  router(): Router {
    const router = Router();
    router.all('/mcp', jsonBodies({ limit: '2mb' }), async (request, response) => {
      response.locals.routeTemplate = '/mcp';
      const bearer = /^Bearer (.+)$/i.exec(request.get('authorization') ?? '')?.[1];
      const caller = bearer ? await this.access.callerOf(bearer) : undefined;
      if (!caller) throw this.challenge(bearer !== undefined);
      if (request.method !== 'POST') return void response.status(405).set('Allow', 'POST').json({ jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed: this endpoint is stateless.' }, id: null });
      await this.serve(caller, request, response);
    });
    return router;
  }

  operations(): RawOperation[] {
    return [
      {
        method: 'post',
        path: '/mcp',
        operationId: 'callConnector',
        summary: 'The connector (MCP Streamable HTTP)',
        description:
          'Stateless MCP over Streamable HTTP: `initialize`, `tools/list`, `tools/call`. Takes only access tokens of the authorization server, bound to this resource; Store API keys are refused. ' +
          'Each tool presents a Store API operation and spends what it does: the connection\'s per-key quota on every call, and the operation\'s budget. A missing scope, a spent quota or budget (`rate_limited`) and every other problem is a tool result carrying its `code` (`insufficient_scope` with `required_scopes`), not a protocol error. ' +
          'The `get_store` tool publishes the connection\'s granted scopes as `scopes`. Other methods than POST answer 405. ' +
          'Without a token the answer is 401 `missing_access_token`, with an expired, revoked or unknown one, or one bound to another resource, 401 `invalid_access_token`: both carry `WWW-Authenticate: Bearer resource_metadata="<{mcp_url}/.well-known/oauth-protected-resource>"` (with `error="invalid_token"` for the second), the whole of discovery: rediscover and reauthorize.',
        tag: 'Connector',
        auth: 'oauth2',
        servers: [this.origins.mcpUrl],
        body: { mediaType: 'application/json', schema: jsonRpcMessage },
        responses: {
          200: json(jsonRpcAnswer, 'The JSON-RPC answer to a request: its `id`, and a `result` or an `error`.'),
          202: { description: 'A notification (no `id`) was accepted; there is nothing to answer.' },
        },
        // A body that is not one JSON object or array (or nests too deep) is refused before the token is read, as on every route.
        problems: ['missing_access_token', 'invalid_access_token', 'malformed_json', 'request_too_large', 'rate_limited'],
      },
    ];
  }

  /**
   * The 401 as every non-2xx of the service is, a problem document (rendered by the one error handler);
   * RFC 6750 puts the challenge, and its `error`, in WWW-Authenticate and defines no body.
   */
  private challenge(invalidToken: boolean) {
    const metadata = `${this.origins.mcpUrl}/.well-known/oauth-protected-resource`;
    return Problems.connectorTokenRequired(`Bearer resource_metadata="${metadata}"${invalidToken ? ', error="invalid_token"' : ''}`, invalidToken);
  }

  private async serve(caller: ConnectorCaller, request: Request, response: Response): Promise<void> {
    const server = new McpServer({ name: 'signwright', version: '1.0.0' });
    for (const { tool, operation, takesIdempotencyKey } of this.calls.tools()) {
      const shape = takesIdempotencyKey ? { ...tool.input.shape, idempotency_key: idempotencyKey } : tool.input.shape;
      const description = `${tool.description} Requires: ${operation.scopes.join(', ') || 'no scope'}.`;
      server.registerTool(tool.name, { title: tool.title, description, inputSchema: shape }, (args) => this.calls.call(tool.name, caller, args as Record<string, unknown>));
    }
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    response.on('close', () => void transport.close().then(() => server.close()));
    await server.connect(transport);
    await transport.handleRequest(request, response, request.body);
  }
}
