import { inject, injectable } from 'inversify';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { Config } from '../../../../infra/config/config';
import { defineRoute, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { z } from '../../../../infra/openapi/zod';
import { optionWriteBudget } from '../../../../infra/http/budgets';
import type { OperationDirectory } from '../../../../infra/operations/operation-directory';
import type { OptionRow } from '../../../catalogue';
import { AttachFileUploadService } from '../../application/attach-file-upload.service';
import { attachParams, attachmentBody } from '../../adapters/http/uploads.schemas';
import { ATTACH_PROBLEMS, slotRow } from '../file-slot-attachment';

/** PUT …/fonts/{font_id}/font-file: a landed font upload, read as a real font, becomes the font's published file. */
@injectable()
export default class AttachFontFile implements RouteSource {
  constructor(
    @inject(AttachFileUploadService) private readonly files: AttachFileUploadService<OptionRow>,
    @inject(InfraTokens.Config) private readonly config: Config,
    @inject(InfraTokens.OperationDirectory) private readonly directory: OperationDirectory,
  ) {}

  routes(): AnyRoute[] {
    return [
      defineRoute({
        tag: 'Customiser fonts',
        auth: 'api_key',
        operationId: 'attachFontFile',
        activity: { verb: 'font_file_attached', resourceType: 'font' },
        method: 'put',
        path: '/api/v3/customisers/{customiser_id}/fonts/{font_id}/font-file',
        // If-Match compares the ETag of what the file becomes part of.
        guardedResource: '/api/v3/customisers/{customiser_id}/fonts/{font_id}',
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
          return slotRow(this.directory, 'getFont', { customiser_id: String(p.customiser_id), font_id: String(p.font_id) }, input);
        },
      }),
    ];
  }
}
