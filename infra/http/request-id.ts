import { randomFillSync } from 'node:crypto';

const ID_BYTES = 12;
const IDS_PER_FILL = 256;

/**
 * Request ids (`req_` and 12 random bytes, base64url). The bytes come from the system's random source
 * 256 ids at a time: one call per fill instead of one per request, on the path of every request.
 */
export function requestIdSource(): () => string {
  const pool = Buffer.alloc(ID_BYTES * IDS_PER_FILL);
  let offset = pool.length;
  return () => {
    if (offset === pool.length) {
      randomFillSync(pool);
      offset = 0;
    }
    offset += ID_BYTES;
    return `req_${pool.toString('base64url', offset - ID_BYTES, offset)}`;
  };
}
