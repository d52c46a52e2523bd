import { mountedRoutes, type MountedRoute } from '../../support/mounted-routes';
import { expectProblem } from '../../support/problem-assertions';
import { capturedLog } from '../../support/captured-log';
import { startTestService, type TestService } from '../../support/test-service';

/** Percent-encodings that decode to no UTF-8 text: a byte that never starts a character, an overlong slash, a cut sequence. */
const BAD_ENCODINGS = ['%FF', '%C0%AF', '%E2%82'];

/** The path of a templated route with every parameter replaced by `segment`. */
const probed = (route: MountedRoute, segment: string) => route.path.replace(/\{[^}]+\}/g, segment);

describe('a path that is not percent-encoded UTF-8', () => {
  let service: TestService;
  let templated: MountedRoute[];
  const { lines: logged, logger } = capturedLog();

  beforeAll(async () => {
    service = await startTestService({ redis: false, logger });
    templated = mountedRoutes(service.app).filter((route) => route.path.includes('{'));
  });
  afterAll(() => service.close());

  it('is probed on the API, the previous generation, the storefront, the admin and the help site', () => {
    for (const prefix of ['/api/v3/', '/api/v2/', '/storefront/v1/', '/admin/', '/help/']) {
      expect({ prefix, templated: templated.some((route) => route.path.startsWith(prefix)) }).toEqual({ prefix, templated: true });
    }
  });

  it('answers 400 invalid_path on every templated route, before any credential, and logs no failure', async () => {
    const answers: string[] = [];
    for (const route of templated) {
      const method = route.method === 'all' ? 'get' : route.method;
      for (const segment of BAD_ENCODINGS) {
        const path = probed(route, segment);
        const response = await service.http[method as 'get'](path);
        answers.push(`${method} ${path} → ${response.status} ${String(response.body?.code)}`);
        if (response.status === 400) expectProblem(response, 400, 'invalid_path');
      }
    }
    expect(answers.filter((answer) => !answer.endsWith('→ 400 invalid_path'))).toEqual([]);
    expect(logged.filter((line) => (line.level as number) >= 50)).toEqual([]);
  });

  it('names nothing where no route takes a parameter (OAuth, the API’s fixed paths): 404, never a failure', async () => {
    for (const path of ['/oauth/%FF', '/oauth/authorize%C0%AF', '/api/v3/%E2%82', '/storefront/v1/%FF/x']) {
      expectProblem(await service.http.get(path), 404, 'route_not_found');
    }
    expect(logged.filter((line) => (line.level as number) >= 50)).toEqual([]);
  });
});
