import { createServer, type Server } from 'node:http';
import { freePort } from './run-cli';
import { startTestService, type TestService } from './test-service';

export interface ListeningService {
  service: TestService;
  seed: Awaited<ReturnType<TestService['seed']>>;
  /** The one origin the service answers as Store API, authorization server and connector. */
  origin: string;
  close(): Promise<void>;
}

/** A seeded service listening on a loopback port, for clients that speak real HTTP (the MCP SDK, a browser). */
export async function startListeningService(): Promise<ListeningService> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const service = await startTestService({ env: { BASE_URL: origin, AUTH_URL: origin, MCP_URL: origin } });
  const seed = await service.seed();
  const server = await new Promise<Server>((resolve) => {
    const listening = createServer(service.handler).listen(port, '127.0.0.1', () => resolve(listening));
  });
  return {
    service,
    seed,
    origin,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await service.close();
    },
  };
}
