import { inject, injectable } from 'inversify';
import { Problems } from '../../../shared-kernel/problems/problems';
import { currentStoreId } from '../../../shared-kernel/request-context';
import { CatalogueTokens } from '../catalogue.tokens';
import type { OptionRow } from '../domain/option-row';
import { OptionWriteEffects } from './option-write-effects';
import type { CustomiserRepository, OptionRowRepository } from './ports';
import { requireCustomiser } from './require-customiser';

export interface BackboardShape {
  /** Already sanitised SVG: it is held inside the backboard and never published at a URL. */
  svg: string;
  geometry: { status: string; failure_reason: string | null; measured_at: string | null };
}

/** Stores a shape inside a backboard; after this the backboard may become `custom_shape` or `cutout`. */
@injectable()
export class AttachBackboardShapeService {
  constructor(
    @inject(CatalogueTokens.CustomiserRepository) private readonly customisers: CustomiserRepository,
    @inject(CatalogueTokens.OptionRowRepository) private readonly rows: OptionRowRepository,
    @inject(OptionWriteEffects) private readonly effects: OptionWriteEffects,
  ) {}

  async attach(customiserId: number, backboardId: number, shape: BackboardShape): Promise<OptionRow> {
    const customiser = await requireCustomiser(this.customisers, customiserId);
    const locator = { storeId: currentStoreId(), customiserId: customiser.id, family: 'backboards' as const };
    const row = await this.rows.find(locator, backboardId, { forUpdate: true });
    if (!row) throw Problems.resourceNotFound('backboard');
    const saved = await this.rows.save({
      ...row,
      attributes: { ...row.attributes, shape_svg: shape.svg, geometry: { has_custom_shape: true, ...shape.geometry } },
    });
    await this.effects.written({ storeId: locator.storeId, customiserId: customiser.id, subject: 'backboards', subjectId: backboardId, action: 'updated' });
    return saved;
  }
}
