/**
 * What a module keeps in memory to spare requests a write (an API key's last use, the previous
 * generation's usage counts) and writes out on its own clock, or when flushed.
 */
export interface BufferedWrites {
  flush(): Promise<void>;
}

/** Multi-injected: each module binds what it buffers; a process flushes them all before it stops. */
export const BUFFERED_WRITES = Symbol.for('signwright.BufferedWrites');
