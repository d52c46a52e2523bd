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

/** PUT …/backboards/{backboard_id}/shape: a landed SVG upload, sanitised and measured, becomes the backboard's shape. */
@injectable()
export default class AttachBackboardShape implements RouteSource {
  constructor(
    @inject(AttachFileUploadService) private readonly files: AttachFileUploadService<OptionRow>,
    @inject(InfraTokens.Config) private readonly config: Config,
    @inject(InfraTokens.OperationDirectory) private readonly directory: OperationDirectory,
  ) {}

  routes(): AnyRoute[] {
    return [
      defineRoute({
        tag: 'Customiser backboards',
        auth: 'api_key',
        operationId: 'attachBackboardShape',
        activity: { verb: 'shape_attached', resourceType: 'backboard' },
        method: 'put',
        path: '/api/v3/customisers/{customiser_id}/backboards/{backboard_id}/shape',
        // If-Match compares the ETag of what the file becomes part of.
        guardedResource: '/api/v3/customisers/{customiser_id}/backboards/{backboard_id}',
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
          return slotRow(this.directory, 'getBackboard', { customiser_id: String(p.customiser_id), backboard_id: String(p.backboard_id) }, input);
        },
      }),
    ];
  }
}
