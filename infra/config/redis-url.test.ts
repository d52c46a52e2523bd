import { loadConfig } from './config';
import { parseRedisUrl } from './redis-url';

describe('REDIS_URL', () => {
  it('takes one server as ioredis reads it, redis:// or rediss://', () => {
    expect(parseRedisUrl('redis://:secret@cache.internal:6380/2')).toEqual({ kind: 'single', url: 'redis://:secret@cache.internal:6380/2' });
    expect(parseRedisUrl('rediss://cache.internal')).toEqual({ kind: 'single', url: 'rediss://cache.internal' });
  });

  it('takes a Redis Cluster as redis+cluster:// and a comma-separated list of its nodes, 6379 where no port is given', () => {
    expect(parseRedisUrl('redis+cluster://10.0.0.1:7000,10.0.0.2:7001,node-3')).toEqual({
      kind: 'cluster',
      nodes: [
        { host: '10.0.0.1', port: 7000 },
        { host: '10.0.0.2', port: 7001 },
        { host: 'node-3', port: 6379 },
      ],
      tls: false,
    });
    expect(parseRedisUrl('redis+cluster://[::1]:7000/0')).toMatchObject({ nodes: [{ host: '::1', port: 7000 }] });
  });

  it('reads a cluster URL’s credentials as redis:// does (user:password, :password), percent-decoded, and rediss+cluster:// as TLS', () => {
    expect(parseRedisUrl('rediss+cluster://shop:p%40ss@a:7000,b:7000')).toMatchObject({ username: 'shop', password: 'p@ss', tls: true });
    const passwordOnly = parseRedisUrl('redis+cluster://:secret@a:7000');
    expect(passwordOnly).toMatchObject({ password: 'secret' });
    expect(passwordOnly).not.toHaveProperty('username');
  });

  it('refuses a cluster URL naming a database other than 0, a node that is not host:port, or a query, saying why', () => {
    expect(() => loadConfig({ REDIS_URL: 'redis+cluster://a:7000,b:7001/1' })).toThrow(/REDIS_URL: a Redis Cluster has only database 0, not \/1/);
    expect(() => loadConfig({ REDIS_URL: 'redis+cluster://a:7000,,b:7001' })).toThrow(/REDIS_URL: "" is not a cluster node/);
    expect(() => loadConfig({ REDIS_URL: 'redis+cluster://a:99999' })).toThrow(/REDIS_URL: "a:99999" is not a cluster node/);
    expect(() => loadConfig({ REDIS_URL: 'redis+cluster://a:7000?tls=1' })).toThrow(/REDIS_URL: a cluster URL takes no query/);
  });

  it('refuses what is no Redis URL at all, naming the forms it takes', () => {
    expect(() => loadConfig({ REDIS_URL: 'http://cache:6379' })).toThrow(/REDIS_URL: must be one of redis:\/\/.*redis\+cluster:\/\//);
  });
});
