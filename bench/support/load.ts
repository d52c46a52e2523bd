import autocannon from 'autocannon';

export interface LoadFigures {
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

export interface LoadSettings {
  url: string;
  method?: 'GET' | 'PATCH' | 'POST';
  headers?: Record<string, string>;
  /** The same body on every request. */
  body?: string;
  /** Absolute path of a module whose default export rewrites each request (workers need a file, not a function). */
  setupRequestModule?: string;
  connections?: number;
  seconds: number;
}

export const WARM_UP_SECONDS = 2;
const DEFAULT_SECONDS = 10;

/** How long each target is measured: BENCH_SECONDS, so a quick check and a careful run share one command. */
export function benchSeconds(): number {
  const raw = process.env.BENCH_SECONDS;
  if (raw === undefined || raw === '') return DEFAULT_SECONDS;
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds < 1) throw new Error(`BENCH_SECONDS must be a whole number of seconds, got "${raw}"`);
  return seconds;
}

function fire(settings: LoadSettings, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url: settings.url,
    method: settings.method ?? 'GET',
    headers: settings.headers ?? {},
    ...(settings.body !== undefined ? { body: settings.body } : {}),
    ...(settings.setupRequestModule ? { requests: [{ setupRequest: settings.setupRequestModule as never }] } : {}),
    connections: settings.connections ?? 10,
    duration: seconds,
    // In a worker thread, so the load generator never competes with the server for its event loop.
    workers: 1,
  });
}

/**
 * Warms the target up (JIT, connection pools, PostgreSQL's caches), then measures it over
 * keep-alive connections. Non-2xx answers and errors of the warm-up count too: they mean the
 * target is broken, whenever they happen.
 */
export async function measureLoad(settings: LoadSettings): Promise<LoadFigures> {
  const warmUp = await fire(settings, WARM_UP_SECONDS);
  const result = await fire(settings, settings.seconds);
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: warmUp.non2xx + result.non2xx,
    errors: warmUp.errors + result.errors,
  };
}

/**
 * Two targets measured in alternating rounds after both are warm (a, b, a, b, …), so that neither gains
 * from going second (warmer caches, a quieter moment of a shared machine): each one's figures sum its
 * rounds, and its p99 is the worst of them.
 */
export async function measureInterleaved(a: LoadSettings, b: LoadSettings, rounds = 3): Promise<[LoadFigures, LoadFigures]> {
  const warm = [await fire(a, WARM_UP_SECONDS), await fire(b, WARM_UP_SECONDS)];
  const seconds = Math.max(2, Math.round(a.seconds / 2));
  const runs: [autocannon.Result[], autocannon.Result[]] = [[], []];
  for (let round = 0; round < rounds; round += 1) {
    runs[0].push(await fire(a, seconds));
    runs[1].push(await fire(b, seconds));
  }
  const figures = (results: autocannon.Result[], warmUp: autocannon.Result): LoadFigures => ({
    requestsPerSecond: results.reduce((sum, result) => sum + result.requests.total, 0) / results.reduce((sum, result) => sum + result.duration, 0),
    p99Ms: Math.max(...results.map((result) => result.latency.p99)),
    non2xx: warmUp.non2xx + results.reduce((sum, result) => sum + result.non2xx, 0),
    errors: warmUp.errors + results.reduce((sum, result) => sum + result.errors, 0),
  });
  return [figures(runs[0], warm[0]!), figures(runs[1], warm[1]!)];
}
