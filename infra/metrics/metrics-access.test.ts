import { metricsRefusal } from './metrics-access';

const TOKEN = 'metrics-token-of-at-least-32-characters';

describe('who may read /metrics', () => {
  it('answers everyone in development when no token is set, on either port', () => {
    for (const port of ['public', 'private'] as const) expect(metricsRefusal({ metricsToken: undefined, environment: 'development' }, port, undefined, '/metrics')).toBeUndefined();
  });

  it('has no /metrics on the public port in production without a token, and keeps it on the worker’s own port', () => {
    const production = { metricsToken: undefined, environment: 'production' as const };
    expect(metricsRefusal(production, 'public', undefined, '/metrics')).toMatchObject({ status: 404, code: 'route_not_found' });
    expect(metricsRefusal(production, 'private', undefined, '/metrics')).toBeUndefined();
  });

  it.each(['development', 'production'] as const)('asks for the token, once one is set, in %s', (environment) => {
    const config = { metricsToken: TOKEN, environment };
    for (const port of ['public', 'private'] as const) {
      expect(metricsRefusal(config, port, undefined, '/metrics')).toMatchObject({ status: 401, code: 'missing_api_key' });
      expect(metricsRefusal(config, port, `Bearer ${TOKEN}x`, '/metrics')).toMatchObject({ status: 401, code: 'invalid_api_key' });
      expect(metricsRefusal(config, port, `Bearer ${TOKEN}`, '/metrics')).toBeUndefined();
    }
  });
});
