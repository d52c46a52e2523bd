import type { z } from 'zod';
import type { RouteDeprecation } from './deprecation';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * How an operation is presented over HTTP: where it is mounted, how its answer is wrapped and what the
 * OpenAPI document says of it. Who may call it, what it costs and what it does are the operation's.
 */
export interface HttpPresentation {
  method: HttpMethod;
  /** OpenAPI-style template: `/api/v3/customisers/{customiser_id}`. */
  path: string;
  summary: string;
  description?: string;
  tag: string;
  /**
   * `v3` wraps answers in the spec's envelope; `none` answers the handler's data as it is (a collection as
   * a plain array): the previous generation's plain JSON. Problems are RFC 9457 documents either way.
   */
  envelope?: 'v3' | 'none';
  /**
   * What the OpenAPI document shows as the body when `body` only pre-checks it (a document whose shape
   * depends on the resource, such as a pricing document of one of three models).
   */
  bodyDocumentation?: z.ZodType;
  /** The code a body that is not JSON gets on this operation (the spec gives order resend `invalid_json`). */
  invalidJsonCode?: 'invalid_json';
  /** A JSON answer in the envelope, or (GET only) a file: its bytes as the body, with the media types it can have. */
  response: { status: number; kind: 'resource' | 'collection'; schema: z.ZodType; description: string } | { status: 200; kind: 'file'; mediaTypes: readonly string[]; description: string };
  /**
   * A create (201): where the created resource is read, as the path template of the GET operation that
   * reads it. Each placeholder is filled from the created resource's field `resourceFields` names for it
   * (`{ font_id: 'id' }`), else from the request's path parameter of the same name. The answer's
   * `Location` header and (in the v3 envelope) `links.self` are that URL; every v3 create declares it.
   */
  createdResource?: CreatedResource;
  /**
   * A deprecated operation: every answer carries the Deprecation, Sunset and Link headers (behaviour is
   * otherwise unchanged), the OpenAPI document marks it, and each authenticated use is counted per store.
   */
  deprecation?: RouteDeprecation;
  /**
   * A write whose If-Match is compared with another resource's ETag than the one its path reads (a
   * pricing restore guards the pricing document, not the version it restores): that GET's path template.
   */
  guardedResource?: string;
}

export interface CreatedResource {
  path: string;
  resourceFields: Record<string, string>;
}
