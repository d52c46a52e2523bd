import { inject, injectable } from 'inversify';
import { Problems } from '../../../shared-kernel/problems/problems';
import { currentStoreId } from '../../../shared-kernel/request-context';
import { CatalogueTokens } from '../catalogue.tokens';
import type { OptionRow } from '../domain/option-row';
import { OptionWriteEffects } from './option-write-effects';
import type { CustomiserRepository, OptionRowRepository } from './ports';
import { requireCustomiser } from './require-customiser';

export interface FontFile {
  familyName: string;
  ttfUrl: string;
}

/** Fills a font's TTF slot with a verified file: `font_file` then shows it, with the family name read from the font. */
@injectable()
export class AttachFontFileService {
  constructor(
    @inject(CatalogueTokens.CustomiserRepository) private readonly customisers: CustomiserRepository,
    @inject(CatalogueTokens.OptionRowRepository) private readonly rows: OptionRowRepository,
    @inject(OptionWriteEffects) private readonly effects: OptionWriteEffects,
  ) {}

  async attach(customiserId: number, fontId: number, file: FontFile): Promise<OptionRow> {
    const customiser = await requireCustomiser(this.customisers, customiserId);
    const locator = { storeId: currentStoreId(), customiserId: customiser.id, family: 'fonts' as const };
    const row = await this.rows.find(locator, fontId, { forUpdate: true });
    if (!row) throw Problems.resourceNotFound('font');
    const saved = await this.rows.save({
      ...row,
      attributes: { ...row.attributes, font_file: { has_font_file: true, family_name: file.familyName, ttf_url: file.ttfUrl } },
    });
    await this.effects.written({ storeId: locator.storeId, customiserId: customiser.id, subject: 'fonts', subjectId: fontId, action: 'updated' });
    return saved;
  }
}
