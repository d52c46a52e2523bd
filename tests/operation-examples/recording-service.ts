import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../infra/config/config';
import { openServiceProcess, type ServiceProcess } from '../../apps/composition/process';
import { serve, stopServing } from '../../apps/api/serve';
import { publishedContract } from '../../apps/api/api-app';
import { demoSeed } from '../../apps/cli/demo/demo-seed';
import { WebhookReceiver } from '../support/webhook-receiver';

/** The origins the examples are recorded under: what a reader sees in links, upload targets and file URLs. */
export const RECORDING_ORIGINS = { base_url: 'https://api.signwright.example', docs_url: 'https://docs.signwright.example' };

export type DemoData = Awaited<ReturnType<typeof demoSeed>>;

export interface RecordingService {
  /** Where the service listens; its answers name RECORDING_ORIGINS instead. */
  origin: string;
  demo: DemoData;
  contract: Record<string, unknown>;
  /** A loopback receiver for the webhook deliveries the examples cause. */
  receiver: WebhookReceiver;
  close(): Promise<void>;
}

/**
 * The embedded service a newcomer runs (PGlite, workers in the process), on a throwaway DATA_DIR seeded
 * with the demo data, listening on a free loopback port. No limit gets in the way of one request of
 * every operation.
 */
export async function startRecordingService(): Promise<RecordingService> {
  const dataDir = mkdtempSync(join(tmpdir(), 'signwright-examples-'));
  let service: ServiceProcess | undefined;
  let server: Server | undefined;
  const receiver = await WebhookReceiver.start();
  const close = async () => {
    if (server) await stopServing(server);
    await service?.close();
    await receiver.down();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const config = loadConfig({
      DATA_DIR: dataDir,
      PORT: '0',
      BASE_URL: RECORDING_ORIGINS.base_url,
      DOCS_URL: RECORDING_ORIGINS.docs_url,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      RATE_LIMIT_PER_KEY_PER_MINUTE: '100000',
      OPTION_WRITE_BUDGET_PER_MINUTE: '100000',
      UPLOAD_TARGETS_PER_MINUTE: '100000',
    });
    service = await openServiceProcess(config, 'serve');
    service.takeMigrationsAppliedOnOpen();
    const demo = await demoSeed(service.container);
    server = await serve(service);
    const { port } = server.address() as AddressInfo;
    return { origin: `http://127.0.0.1:${port}`, demo, contract: publishedContract(service.container, config), receiver, close };
  } catch (error) {
    await close();
    throw error;
  }
}
