import type { ExampleRecorder } from '../example-recorder';
import type { DemoData } from '../recording-service';
import type { WebhookReceiver } from '../../support/webhook-receiver';

export type DemoStore = DemoData['stores'][number];

export interface ScenarioContext {
  api: ExampleRecorder;
  /** The demo's first store, whose `all` key the recorder sends. */
  store: DemoStore;
  /** Where the service listens: upload targets name the recording origin instead. */
  origin: string;
  receiver: WebhookReceiver;
}

/** The examples of one area, recorded in an order a client would call them: create, read, update, delete. */
export type Scenario = (context: ScenarioContext) => Promise<void>;
