import express from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Problems } from '../../shared-kernel/problems/problems';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../../shared-kernel/validation/json-depth';

type JsonOptions = NonNullable<Parameters<typeof express.json>[0]>;

/**
 * The one JSON body parser of every endpoint that takes JSON. A body nesting deeper than
 * `MAX_JSON_DEPTH` is refused from its bytes before it is parsed: the recursive walks after parsing
 * (schemas, the storable-strings check) would otherwise exhaust the stack on a few kilobytes of brackets.
 */
export function jsonBodies(options: JsonOptions): express.RequestHandler {
  const verify = options.verify;
  return express.json({
    ...options,
    verify: (request: IncomingMessage, response: ServerResponse, buffer: Buffer, encoding: string) => {
      if (nestsDeeperThan(utf8(buffer, encoding))) throw Problems.nestedTooDeeply(MAX_JSON_DEPTH);
      verify?.(request, response, buffer, encoding);
    },
  });
}

/** JSON may also arrive as UTF-16 or UTF-32; its brackets are then counted in its UTF-8 form. */
function utf8(buffer: Buffer, encoding: string): Uint8Array {
  const charset = encoding.toLowerCase();
  if (charset === 'utf-8' || charset === 'utf8') return buffer;
  return new TextEncoder().encode(new TextDecoder(charset).decode(buffer));
}
