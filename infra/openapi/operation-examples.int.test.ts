import { recordedExamples } from './operation-examples';
import { ContractValidator } from '../../tests/support/contract-validator';
import { startTestService, type TestService } from '../../tests/support/test-service';

interface Parameter {
  name: string;
  in: string;
  example?: unknown;
}
interface Media {
  example?: unknown;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { content?: Record<string, Media> }>;
}
interface Shown {
  method: string;
  template: string;
  operation: Operation;
  /** The path with the parameters' examples in place: where the example was sent. */
  path: string;
}

/** The share of Store API operations that must show an example (issue 20, item 1). */
const COVERAGE = 0.9;

/**
 * Issue 20, item 1: the examples the published contract shows were recorded from real answers
 * (`make examples`); these tests hold them to that contract, so that a schema change that an example no
 * longer fits fails here until the examples are recorded again.
 */
describe('the examples of the Store API operations', () => {
  let service: TestService;
  let validator: ContractValidator;
  let storeApi: Shown[];

  beforeAll(async () => {
    service = await startTestService({ redis: false });
    const document = (await service.http.get('/help/openapi.json').expect(200)).body as { paths: Record<string, Record<string, Operation>> };
    validator = new ContractValidator(document);
    storeApi = Object.entries(document.paths)
      .filter(([template]) => template.startsWith('/api/v3/'))
      .flatMap(([template, item]) =>
        Object.entries(item).map(([method, operation]) => ({
          method,
          template,
          operation,
          path: template.replace(/\{([^}]+)\}/g, (whole, name: string) => String(operation.parameters?.find((parameter) => parameter.in === 'path' && parameter.name === name)?.example ?? whole)),
        })),
      );
  });
  afterAll(() => service.close());

  const successExamples = ({ operation }: Shown) =>
    Object.entries(operation.responses)
      .filter(([status]) => /^2\d\d$/.test(status))
      .flatMap(([status, response]) => Object.entries(response.content ?? {}).filter(([, media]) => media.example !== undefined).map(([mediaType, media]) => ({ status, mediaType, example: media.example })));
  const requestExamples = ({ operation }: Shown) => Object.entries(operation.requestBody?.content ?? {}).filter(([, media]) => media.example !== undefined);

  it('files every recorded example under the operation its method and path reach', () => {
    const misfiled = Object.entries(recordedExamples().operations)
      .map(([operationId, { request }]) => [operationId, validator.operationFor(request.method, request.path)?.operationId ?? 'no operation'])
      .filter(([operationId, reached]) => operationId !== reached)
      .map(([operationId, reached]) => `${operationId} (its request reaches ${reached})`);
    expect(misfiled).toEqual([]);
  });

  it('shows response examples that pass the contract’s own response validation for their operation and status', () => {
    const violations = storeApi.flatMap((shown) => [
      ...(validator.operationFor(shown.method, shown.path)?.operationId === shown.operation.operationId ? [] : [`${shown.operation.operationId}: its parameter examples make ${shown.path}, another operation’s path`]),
      ...successExamples(shown).flatMap(({ status, mediaType, example }) =>
        validator.check({ method: shown.method, path: shown.path, status: Number(status), contentType: mediaType, body: Buffer.from(JSON.stringify(example)) }),
      ),
    ]);
    expect(violations).toEqual([]);
  });

  it('shows request examples that pass their operation’s request body schema', () => {
    const violations = storeApi.flatMap((shown) => requestExamples(shown).flatMap(([mediaType, media]) => validator.checkRequest(shown.method, shown.path, mediaType, media.example)));
    expect(violations).toEqual([]);
  });

  it(`shows a response example on at least ${COVERAGE * 100}% of /api/v3 operations, and a request example on every one with a body`, () => {
    const withoutResponse = storeApi.filter((shown) => successExamples(shown).length === 0).map(({ operation }) => operation.operationId);
    const covered = storeApi.length - withoutResponse.length;
    if (covered < COVERAGE * storeApi.length) {
      throw new Error(`${covered} of ${storeApi.length} /api/v3 operations show a response example, fewer than ${COVERAGE * 100}%; none on ${withoutResponse.join(', ')} (record them: make examples)`);
    }
    const withoutRequest = storeApi.filter((shown) => shown.operation.requestBody && requestExamples(shown).length === 0).map(({ operation }) => operation.operationId);
    expect(withoutRequest).toEqual([]);
  });
});
