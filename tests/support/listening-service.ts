import { createServer, type Server } from 'node:http';
import { aStore, type BuiltStore, type StoreWish } from './builders';
import { freePort } from './run-cli';
import { startTestService, type TestMode, type TestService } from './test-service';

export interface ListeningServiceOptions {
  /** The stores the tests use, built in this order (one plain store unless told). */
  stores?: StoreWish[];
  /** Configuration beyond the origins (a small budget, say). */
  env?: Record<string, string>;
  /** Server mode (the default) or the embedded default a newcomer runs. */
  mode?: TestMode;
}

export interface ListeningService {
  service: TestService;
  stores: BuiltStore[];
  /** The one origin the service answers as Store API, authorization server and connector. */
  origin: string;
  close(): Promise<void>;
}

/** A service with the stores a test asks for, listening on a loopback port, for clients that speak real HTTP (the MCP SDK, a browser). */
export async function startListeningService(options: ListeningServiceOptions = {}): Promise<ListeningService> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const service = await startTestService({ env: { ...options.env, BASE_URL: origin, AUTH_URL: origin, MCP_URL: origin }, ...(options.mode ? { mode: options.mode } : {}) });
  const stores: BuiltStore[] = [];
  for (const wish of options.stores ?? [{}]) stores.push(await aStore(service, wish));
  const server = await new Promise<Server>((resolve) => {
    const listening = createServer(service.handler).listen(port, '127.0.0.1', () => resolve(listening));
  });
  return {
    service,
    stores,
    origin,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await service.close();
    },
  };
}
