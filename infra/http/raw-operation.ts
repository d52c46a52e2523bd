import type { ZodOpenAPIMetadata } from '@asteasolutions/zod-to-openapi';
import type { z } from 'zod';
import { z as documented } from '../openapi/zod';
import type { ProblemCode } from '../../shared-kernel/problems/problem-catalogue';
import type { HttpPresentation } from './http-presentation';

/** A body or an answer of a raw operation: its media type and its zod schema. */
export interface RawContent {
  mediaType: string;
  schema: z.ZodType;
}

export interface RawResponse {
  description: string;
  content?: RawContent;
  headers?: z.ZodObject;
}

/**
 * A raw route as the published contract shows it, declared beside the router that serves it with the
 * same presentation fields and zod schemas as a declared route (and registered through the same
 * OpenAPI registry), but without an operation for the pipeline: raw routes read bytes, forms or
 * JSON-RPC themselves and make their own checks.
 */
export interface RawOperation extends Pick<HttpPresentation, 'method' | 'path' | 'summary' | 'description' | 'tag'> {
  operationId: string;
  /** Origins it is served on when not {base_url} (the authorization server, the connector, the documentation). */
  servers?: readonly string[];
  /** `public`: no credential (a signed URL, discovery, a page); `oauth2`: the connector's access tokens. */
  auth: 'public' | 'oauth2';
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: RawContent & { description?: string };
  /** By status; problems come from `problems`. */
  responses: Readonly<Record<number, RawResponse>>;
  /** Problem codes it can answer, documented as a declared route's are. */
  problems: readonly ProblemCode[];
}

/** Bytes of one media type (a font, an image, an upload's raw body), as OpenAPI 3.1 describes them. */
export const bytes = (mediaType: string) =>
  // OpenAPI 3.1's contentMediaType, which the generator copies as it is; its metadata type only knows 3.0's fields.
  documented.string().openapi({ contentMediaType: mediaType } as Partial<ZodOpenAPIMetadata>);

/** A page for people. */
export const html = (description: string): RawResponse => ({ description, content: { mediaType: 'text/html', schema: documented.string() } });

/** A JSON answer. */
export const json = (schema: z.ZodType, description: string): RawResponse => ({ description, content: { mediaType: 'application/json', schema } });
