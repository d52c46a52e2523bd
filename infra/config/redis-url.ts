/** Where Redis is: one server (ioredis reads its URL as it is), or a Redis Cluster reached through a few of its nodes. */
export type RedisTarget =
  | { kind: 'single'; url: string }
  | { kind: 'cluster'; nodes: { host: string; port: number }[]; username?: string; password?: string; tls: boolean };

export class RedisUrlError extends Error {}

const SINGLE = /^rediss?:\/\//;
/** `redis+cluster://[[user]:password@]host[:port],host[:port]…[/0]`; `rediss+cluster://` for TLS. */
const CLUSTER = /^(rediss?)\+cluster:\/\/(?:([^@/]*)@)?([^/?#@]+)(?:\/([^?#]*))?$/;
const NODE = /^(?:\[([^\]]+)\]|([^:[\]]+))(?::(\d{1,5}))?$/;
const DEFAULT_PORT = 6379;

export const REDIS_URL_FORMS = 'redis://host:port[/db], rediss://… or redis+cluster://host:port,host:port,… (rediss+cluster:// for TLS)';

/** Reads `REDIS_URL`; throws a RedisUrlError saying what is wrong. */
export function parseRedisUrl(text: string): RedisTarget {
  if (SINGLE.test(text)) return { kind: 'single', url: text };
  const cluster = CLUSTER.exec(text);
  if (!cluster) {
    if (/^rediss?\+cluster:\/\//.test(text)) throw new RedisUrlError('a cluster URL takes no query or fragment: redis+cluster://[[user]:password@]host:port,host:port,…');
    throw new RedisUrlError(`must be one of ${REDIS_URL_FORMS}`);
  }
  const [, scheme, userinfo, hosts, database] = cluster;
  // A cluster serves database 0 only (SELECT is refused): any other number would be silently ignored.
  if (database !== undefined && database !== '' && database !== '0') throw new RedisUrlError(`a Redis Cluster has only database 0, not /${database}`);
  return { kind: 'cluster', nodes: hosts!.split(',').map(node), ...credentials(userinfo), tls: scheme === 'rediss' };
}

function node(text: string): { host: string; port: number } {
  const match = NODE.exec(text.trim());
  const port = Number(match?.[3] ?? DEFAULT_PORT);
  if (!match || port < 1 || port > 65535) throw new RedisUrlError(`"${text}" is not a cluster node: write host:port, several separated by commas`);
  return { host: match[1] ?? match[2]!, port };
}

/** `user:password`, `:password` or, as redis:// URLs allow, a bare `password`; percent-encoded. */
function credentials(userinfo: string | undefined): { username?: string; password?: string } {
  if (!userinfo) return {};
  const colon = userinfo.indexOf(':');
  const [username, password] = colon < 0 ? ['', userinfo] : [userinfo.slice(0, colon), userinfo.slice(colon + 1)];
  return { ...(username ? { username: decodeURIComponent(username) } : {}), ...(password ? { password: decodeURIComponent(password) } : {}) };
}
