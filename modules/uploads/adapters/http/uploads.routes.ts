import { inject, injectable } from 'inversify';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { Config } from '../../../../infra/config/config';
import { idParam } from '../../../../infra/http/listing-query';
import { created, defineRoute, ok, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { z } from '../../../../infra/openapi/zod';
import { optionWriteBudget } from '../../../../infra/http/budgets';
import type { OperationDirectory } from '../../../../infra/operations/operation-directory';
import { resourceOf, runPresented, type PresentingInput } from '../../../../infra/operations/presented-operation';
import type { OptionRow } from '../../../catalogue';
import { DeclareUploadService } from '../../application/declare-upload.service';
import { GetUploadService } from '../../application/get-upload.service';
import { AttachFileUploadService } from '../../application/attach-file-upload.service';
import { attachmentBody, declareUploadBody } from './uploads.schemas';
import { uploadRecord, uploadRecordSchema } from './upload-record.schemas';

const ATTACH_PROBLEMS = ['resource_not_found', 'validation_failed', 'unknown_field', 'upload_not_ready', 'upload_verification_failed'] as const;

@injectable()
export class UploadRoutes implements RouteSource {
  constructor(
    @inject(DeclareUploadService) private readonly declare: DeclareUploadService,
    @inject(GetUploadService) private readonly uploads: GetUploadService,
    @inject(AttachFileUploadService) private readonly files: AttachFileUploadService<OptionRow>,
    @inject(InfraTokens.Config) private readonly config: Config,
    @inject(InfraTokens.OperationDirectory) private readonly directory: OperationDirectory,
  ) {}

  /** The row a file slot holds, answered as the catalogue's own read of it answers (one mapper, its currency included). */
  private async slotRow(operationId: string, params: Record<string, string>, input: PresentingInput) {
    return ok(resourceOf(await runPresented(this.directory.find(operationId), { params }, input)));
  }

  routes(): AnyRoute[] {
    const attachParams = (row: string, noun: string) => z.object({ customiser_id: idParam(), [row]: idParam().openapi({ description: `The ${noun}’s id.` }) });
    return [
      defineRoute({
        tag: 'Uploads',
        auth: 'api_key',
        operationId: 'createUpload',
        method: 'post',
        path: '/api/v3/uploads',
        summary: 'Declare an upload and get its target',
        description: 'The purpose selects the accepted file types and the size cap. Bytes go to upload_target.url with its method, every header it lists, and the file as the raw body, within about ten minutes. An idempotent replay answers upload_target null.',
        scopes: ['customisers:write'],
        idempotency: 'required',
        budget: { name: 'upload-target', points: this.config.uploadTargetsPerMinute, durationSeconds: 60 },
        body: declareUploadBody,
        response: { status: 201, kind: 'resource', schema: uploadRecordSchema, description: 'The upload, with its target.' },
        createdResource: { path: '/api/v3/uploads/{upload_id}', resourceFields: { upload_id: 'id' } },
        problems: ['missing_idempotency_key', 'validation_failed', 'unknown_field', 'upload_type_not_allowed', 'upload_too_large', 'idempotency_key_conflict', 'idempotency_key_in_flight'],
        handler: async ({ body }) => {
          const { upload, target } = await this.declare.declare({ purpose: body.purpose, filename: body.filename, contentType: body.content_type, byteSize: body.byte_size });
          return created(uploadRecord(upload, target), uploadRecord(upload, null));
        },
      }),
      defineRoute({
        tag: 'Uploads',
        auth: 'api_key',
        operationId: 'getUpload',
        method: 'get',
        path: '/api/v3/uploads/{upload_id}',
        summary: 'Poll an upload',
        description: 'Confirms whether the bytes landed (bytes_received, status uploaded) and what became of them. Shoppers’ form attachments are not polled here: they are read through their quote, with quotes:read.',
        scopes: ['customisers:write'],
        idempotency: 'none',
        params: z.object({ upload_id: z.string().regex(/^upl_[A-Za-z0-9_-]{16}$/).openapi({ description: 'The upload’s id (`upl_…`).' }) }),
        response: { status: 200, kind: 'resource', schema: uploadRecordSchema, description: 'The upload.' },
        problems: ['resource_not_found', 'unknown_parameter'],
        handler: async ({ params }) => ok(uploadRecord(await this.uploads.poll(params.upload_id), null)),
      }),
      defineRoute({
        tag: 'Customiser backboards',
        auth: 'api_key',
        operationId: 'attachBackboardShape',
        method: 'put',
        path: '/api/v3/customisers/{customiser_id}/backboards/{backboard_id}/shape',
        summary: "Attach an uploaded SVG as the backboard's shape",
        description: 'Takes a backboard_shape_svg upload whose bytes landed; the SVG is sanitised, measured and held inside the backboard, never published at a URL. A file that fails is refused and the slot left unchanged.',
        scopes: ['customisers:write'],
        idempotency: 'optional',
        params: attachParams('backboard_id', 'backboard'),
        body: attachmentBody,
        budget: optionWriteBudget(this.config),
        response: { status: 200, kind: 'resource', schema: z.record(z.string(), z.unknown()), description: 'The backboard.' },
        problems: [...ATTACH_PROBLEMS],
        handler: async (input) => {
          const p = input.params as unknown as { customiser_id: number; backboard_id: number };
          await this.files.attachBackboardShape(p.customiser_id, p.backboard_id, input.body.upload_id);
          return this.slotRow('getBackboard', { customiser_id: String(p.customiser_id), backboard_id: String(p.backboard_id) }, input);
        },
      }),
      defineRoute({
        tag: 'Customiser fonts',
        auth: 'api_key',
        operationId: 'attachFontFile',
        method: 'put',
        path: '/api/v3/customisers/{customiser_id}/fonts/{font_id}/font-file',
        summary: "Attach an uploaded TrueType/OpenType file as the font's file",
        description: 'Takes a font_ttf upload whose bytes landed; the bytes must be a real font. font_file then shows has_font_file, the family name read from the font, and ttf_url.',
        scopes: ['customisers:write'],
        idempotency: 'optional',
        params: attachParams('font_id', 'font'),
        body: attachmentBody,
        budget: optionWriteBudget(this.config),
        response: { status: 200, kind: 'resource', schema: z.record(z.string(), z.unknown()), description: 'The font.' },
        problems: [...ATTACH_PROBLEMS],
        handler: async (input) => {
          const p = input.params as unknown as { customiser_id: number; font_id: number };
          await this.files.attachFont(p.customiser_id, p.font_id, input.body.upload_id);
          return this.slotRow('getFont', { customiser_id: String(p.customiser_id), font_id: String(p.font_id) }, input);
        },
      }),
    ];
  }
}
