import { inject, injectable } from 'inversify';
import { z } from '../../../../shared-kernel/validation/zod';
import { defineOperation, ok, type AnyOperation } from '../../../../infra/operations/operation';
import { AttachFontFileService } from '../../application/attach-font-file.service';

const font = z.object({ customiser_id: z.number().int().positive(), font_id: z.number().int().positive() });

const fontFile = z.strictObject({ family_name: z.string().min(1), ttf_url: z.string().min(1) });

/**
 * A font's TTF slot of the acting store filled with a file already verified and published: what the
 * uploads context runs inside its attachFontFile operation once it has read the family from the bytes
 * (PUT …/fonts/{font_id}/font-file). The catalogue keeps the slot and emits the option write.
 */
@injectable()
export default class PlaceFontFile {
  constructor(@inject(AttachFontFileService) private readonly fonts: AttachFontFileService) {}

  operations(): AnyOperation[] {
    return [
      defineOperation({
        operationId: 'placeFontFile',
        activity: { verb: 'font_file_attached', resourceType: 'font' },
        auth: 'operator',
        scopes: [],
        idempotency: 'none',
        params: font,
        body: fontFile,
        problems: ['resource_not_found', 'validation_failed', 'unknown_field'],
        handler: async ({ params, body }) => {
          const row = await this.fonts.attach(params.customiser_id, params.font_id, { familyName: body.family_name, ttfUrl: body.ttf_url });
          return ok({ object: 'font', id: row.id, customiser_id: row.customiserId });
        },
      }),
    ];
  }
}
