import type { AddressInfo } from 'node:net';
import express from 'express';
import { closeServer } from './bench-service';
import type { Teardown } from './teardown';

/** What a bare handler does for one request: the same work as the service's route, and nothing else. */
export type BareAnswer = (request: express.Request, response: express.Response) => Promise<void>;

/**
 * A bare Express 5 app answering one path (GET, or PATCH with its JSON body parsed), listening on a free
 * port until the teardown: the ceiling a service route is compared with. Its answers still running when
 * the load stops are waited for, so the load generator drops its sockets, not our queries.
 */
export async function startBareApp(teardown: Teardown, path: string, answer: BareAnswer, method: 'get' | 'patch' = 'get'): Promise<string> {
  const answering = new Set<Promise<void>>();
  const app = express();
  app.disable('x-powered-by');
  if (method === 'patch') app.use(express.json({ limit: '2mb' }));
  app[method](path, (request, response) => {
    const answered = answer(request, response);
    answering.add(answered);
    return answered.finally(() => answering.delete(answered));
  });
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  teardown.add(async () => {
    await closeServer(server);
    await Promise.allSettled([...answering]);
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
