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
  /** The one status every answer must have; 2xx when left out (a conditional GET expects 304). */
  expectedStatus?: number;
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
    non2xx: unexpectedAnswers(warmUp, settings) + unexpectedAnswers(result, settings),
    errors: warmUp.errors + result.errors,
  };
}

/** Answers other than the target's expected status (any 2xx, unless it expects one status): a broken target. */
function unexpectedAnswers(result: autocannon.Result, settings: LoadSettings): number {
  if (settings.expectedStatus === undefined) return result.non2xx;
  const answered = Object.values(result.statusCodeStats ?? {}).reduce((sum, stat) => sum + (stat.count ?? 0), 0);
  return answered - (result.statusCodeStats?.[String(settings.expectedStatus) as keyof typeof result.statusCodeStats]?.count ?? 0);
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
  const figures = (results: autocannon.Result[], warmUp: autocannon.Result, settings: LoadSettings): LoadFigures => ({
    requestsPerSecond: results.reduce((sum, result) => sum + result.requests.total, 0) / results.reduce((sum, result) => sum + result.duration, 0),
    p99Ms: Math.max(...results.map((result) => result.latency.p99)),
    non2xx: unexpectedAnswers(warmUp, settings) + results.reduce((sum, result) => sum + unexpectedAnswers(result, settings), 0),
    errors: warmUp.errors + results.reduce((sum, result) => sum + result.errors, 0),
  });
  return [figures(runs[0], warm[0]!, a), figures(runs[1], warm[1]!, b)];
}
