import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Runtime } from '../../infra/runtime';
import { PROBLEM_MEDIA_TYPE, renderProblem } from '../../infra/http/problem-rendering';
import { requestIdSource } from '../../infra/http/request-id';
import type { Problem } from '../../shared-kernel/problems/problem';
import { Problems } from '../../shared-kernel/problems/problems';
import { listen } from '../api/listen';
import { metricsRefusal } from '../../infra/metrics/metrics-access';

const READS = ['GET', 'HEAD'];

/**
 * The worker process's own listener on METRICS_PORT: `/metrics` (the process's Prometheus registry: the
 * task engine's and the deliveries' metrics) and `/healthz`. A plain node:http server, since the worker
 * serves nothing else; it is closed with the runtime, before the connections its gauges read through.
 * A port it cannot have fails the start (`PortUnavailable` naming METRICS_PORT).
 */
export async function listenForMetrics(runtime: Runtime): Promise<Server> {
  const newRequestId = requestIdSource();
  const server = await listen((request, response) => void answer(runtime, request, response, newRequestId()), {
    port: runtime.config.metricsPort,
    host: runtime.config.host,
    timeouts: runtime.config.http,
    variable: 'METRICS_PORT',
  });
  runtime.onClose(async () => {
    const closed = new Promise((resolve) => server.close(resolve));
    // Prometheus keeps its connection open between scrapes: the process must not wait for it.
    server.closeAllConnections();
    await closed;
  });
  const address = server.address();
  const bound = typeof address === 'object' && address ? address : { port: runtime.config.metricsPort, address: runtime.config.host };
  runtime.logger.info({ port: bound.port, address: bound.address }, 'worker metrics listening');
  return server;
}

async function answer(runtime: Runtime, request: IncomingMessage, response: ServerResponse, requestId: string): Promise<void> {
  response.setHeader('X-Request-Id', requestId);
  const path = new URL(request.url ?? '/', 'http://worker').pathname;
  if (path !== '/metrics' && path !== '/healthz') return fail(runtime, response, requestId, Problems.routeNotFound(request.method ?? 'GET', path));
  if (!READS.includes(request.method ?? '')) return fail(runtime, response, requestId, Problems.methodNotAllowed(READS));
  if (path === '/healthz') return send(response, 200, 'application/json', JSON.stringify({ status: 'ok' }));
  const refused = metricsRefusal(runtime.config, 'private', request.headers.authorization, path);
  if (refused) return fail(runtime, response, requestId, refused);
  try {
    const { registry } = runtime.metrics;
    send(response, 200, registry.contentType, await registry.metrics());
  } catch (error) {
    runtime.logger.error({ err: error, request_id: requestId }, 'the worker metrics could not be rendered');
    fail(runtime, response, requestId, Problems.internalError());
  }
}

function fail(runtime: Runtime, response: ServerResponse, requestId: string, problem: Problem): void {
  for (const [name, value] of Object.entries(problem.headers)) response.setHeader(name, value);
  send(response, problem.status, PROBLEM_MEDIA_TYPE, JSON.stringify(renderProblem(problem, runtime.config.docsUrl, requestId)));
}

function send(response: ServerResponse, status: number, contentType: string, body: string): void {
  response.writeHead(status, { 'Content-Type': contentType, 'Content-Length': Buffer.byteLength(body) }).end(body);
}
