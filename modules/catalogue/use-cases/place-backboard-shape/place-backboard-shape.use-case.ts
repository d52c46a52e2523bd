import { inject, injectable } from 'inversify';
import { z } from '../../../../shared-kernel/validation/zod';
import { defineOperation, ok, type AnyOperation } from '../../../../infra/operations/operation';
import { AttachBackboardShapeService } from '../../application/attach-backboard-shape.service';

const backboard = z.object({ customiser_id: z.number().int().positive(), backboard_id: z.number().int().positive() });

const shape = z.strictObject({
  svg: z.string().min(1),
  geometry: z.strictObject({ status: z.string(), failure_reason: z.string().nullable(), measured_at: z.string().nullable() }),
});

/**
 * The operator's: a shape held inside a backboard of the acting store, given as SVG the operator vouches
 * is clean and measured: the demo's own drawing. A client's shape comes as an upload, which the uploads
 * context sanitises and measures (PUT …/backboards/{backboard_id}/shape); this takes none.
 */
@injectable()
export default class PlaceBackboardShape {
  constructor(@inject(AttachBackboardShapeService) private readonly shapes: AttachBackboardShapeService) {}

  operations(): AnyOperation[] {
    return [
      defineOperation({
        operationId: 'placeBackboardShape',
        activity: { verb: 'shape_attached', resourceType: 'backboard' },
        auth: 'operator',
        scopes: [],
        idempotency: 'none',
        params: backboard,
        body: shape,
        problems: ['resource_not_found', 'validation_failed', 'unknown_field'],
        handler: async ({ params, body }) => {
          const row = await this.shapes.attach(params.customiser_id, params.backboard_id, body);
          return ok({ object: 'backboard', id: row.id, customiser_id: row.customiserId });
        },
      }),
    ];
  }
}
