import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { projectFilePath } from '../../infra/project-files';
import { EXAMPLES_FILE, type OperationExamples } from '../../infra/openapi/operation-examples';
import { ExampleRecorder } from './example-recorder';
import { withPlaceholders } from './placeholders';
import { RECORDING_ORIGINS, startRecordingService } from './recording-service';
import type { Scenario } from './scenarios/scenario';
import { storeScenario } from './scenarios/store.scenario';
import { customisersScenario } from './scenarios/customisers.scenario';
import { optionFamiliesScenario } from './scenarios/option-families.scenario';
import { letterPartsScenario } from './scenarios/letter-parts.scenario';
import { backboardsScenario } from './scenarios/backboards.scenario';
import { uploadsScenario } from './scenarios/uploads.scenario';
import { pricingScenario } from './scenarios/pricing.scenario';
import { commerceScenario } from './scenarios/commerce.scenario';
import { webhooksScenario } from './scenarios/webhooks.scenario';
import { activityScenario } from './scenarios/activity.scenario';

/**
 * In this order: the option families read the demo's seeded rows before the letter parts and uploads
 * change some of them; the activity lists what the others changed.
 */
const SCENARIOS: Scenario[] = [
  storeScenario, customisersScenario, optionFamiliesScenario, letterPartsScenario, backboardsScenario,
  uploadsScenario, pricingScenario, commerceScenario, webhooksScenario, activityScenario,
];

/** Where a subscription in the examples delivers to, instead of the recording's loopback receiver. */
const SHOWN_RECEIVER_ORIGIN = 'https://example.com';

/**
 * `make examples`: records one example of every Store API operation it can from the demo data and
 * writes infra/openapi/operation-examples.json, which the published contract attaches. Nothing is
 * written unless every scenario succeeded.
 */
async function main(): Promise<void> {
  const service = await startRecordingService();
  try {
    const store = service.demo.stores[0]!;
    const api = new ExampleRecorder(service.origin, store.keys.all!, service.contract);
    for (const scenario of SCENARIOS) await scenario({ api, store, origin: service.origin, receiver: service.receiver });
    const operations = Object.fromEntries([...api.examples].sort(([a], [b]) => a.localeCompare(b)));
    const examples = withPlaceholders<OperationExamples>({ origins: RECORDING_ORIGINS, operations }, { [service.receiver.url('')]: SHOWN_RECEIVER_ORIGIN });
    const file = projectFilePath(...EXAMPLES_FILE);
    writeFileSync(file, `${JSON.stringify(examples, null, 2)}\n`);
    const storeApi = storeApiOperations(service.contract);
    const missing = storeApi.filter((operationId) => !api.examples.has(operationId));
    console.log(`examples: ${storeApi.length - missing.length} of ${storeApi.length} /api/v3 operations recorded in ${file}`);
    if (missing.length > 0) console.log(`examples: none for ${missing.join(', ')}`);
  } finally {
    await service.close();
  }
}

function storeApiOperations(contract: Record<string, unknown>): string[] {
  return Object.entries(contract.paths as Record<string, Record<string, { operationId: string }>>)
    .filter(([path]) => path.startsWith('/api/v3/'))
    .flatMap(([, item]) => Object.values(item).map((operation) => operation.operationId));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
