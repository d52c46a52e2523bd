import { inject, injectable } from 'inversify';
import { Problems } from '../../../shared-kernel/problems/problems';
import type { ProblemFieldError } from '../../../shared-kernel/problems/problem';
import { CatalogueTokens } from '../catalogue.tokens';
import { assertBackboardTypeAllowed } from '../domain/backboard-rules';
import { assertFallbackKeepsFileField, assertWritableFormType, suppressionAfterReceiversChange, withFieldIds } from '../domain/form-rules';
import { OPTION_FAMILIES, referencedIds } from '../domain/option-families';
import type { OptionRowRepository, RowLocator, SettingsRepository } from './ports';

export interface PreparedWrite {
  locator: RowLocator;
  rowId?: number;
  previous?: Record<string, unknown>;
  next: Record<string, unknown>;
}

/**
 * The rules that differ by family, applied to every create and update (and their dry runs) after the
 * body has been validated: form and backboard rules, and that every reference names a real row.
 */
@injectable()
export class FamilyRules {
  constructor(
    @inject(CatalogueTokens.OptionRowRepository) private readonly rows: OptionRowRepository,
    @inject(CatalogueTokens.SettingsRepository) private readonly settings: SettingsRepository,
  ) {}

  async prepare(write: PreparedWrite): Promise<Record<string, unknown>> {
    let next = write.next;
    if (write.locator.family === 'forms') next = await this.prepareForm(write);
    if (write.locator.family === 'backboards') await this.checkBackboard(write);
    await this.assertReferencesExist(write.locator, next);
    return next;
  }

  private async prepareForm(write: PreparedWrite): Promise<Record<string, unknown>> {
    assertWritableFormType(write.previous ? write.previous.form_type : write.next.form_type);
    if (write.previous && write.next.form_type !== write.previous.form_type) assertWritableFormType(write.next.form_type);
    const fields = withFieldIds((write.next.fields as Record<string, unknown>[] | undefined) ?? []);
    const settings = await this.settings.get(write.locator.customiserId);
    if (write.rowId !== undefined && settings.ai_designer_fallback_form_id === write.rowId) assertFallbackKeepsFileField(fields);
    const next: Record<string, unknown> = { ...write.next, fields };
    const oldReceivers = (write.previous?.recipient_emails as string[] | undefined) ?? [];
    const newReceivers = (next.recipient_emails as string[] | undefined) ?? [];
    if (write.previous && JSON.stringify(oldReceivers) !== JSON.stringify(newReceivers)) {
      Object.assign(next, suppressionAfterReceiversChange(oldReceivers, newReceivers, (write.previous.suppressed_emails as string[]) ?? []));
    }
    return next;
  }

  private async checkBackboard(write: PreparedWrite): Promise<void> {
    const settings = await this.settings.get(write.locator.customiserId);
    const geometry = (write.next.geometry ?? write.previous?.geometry) as { has_custom_shape?: boolean } | undefined;
    assertBackboardTypeAllowed(write.next.backboard_type, write.previous?.backboard_type ?? null, {
      hasShape: geometry?.has_custom_shape === true,
      borderMarginCm: settings.border_margin_cm,
    });
    const name = String(write.next.name ?? '').trim().toLowerCase();
    const clash = (await this.rows.listAll(write.locator)).find(
      (row) => row.id !== write.rowId && String(row.attributes.name ?? '').trim().toLowerCase() === name,
    );
    if (clash) {
      throw Problems.validationFailed([{ pointer: '/name', code: 'taken', detail: `Backboard ${clash.id} already has this name.` }]);
    }
  }

  private async assertReferencesExist(locator: RowLocator, attributes: Record<string, unknown>): Promise<void> {
    const errors: ProblemFieldError[] = [];
    for (const { reference, ids } of referencedIds(OPTION_FAMILIES[locator.family], attributes)) {
      if (ids.length === 0) continue;
      const existing = new Set(await this.rows.existingIds({ ...locator, family: reference.family }, ids));
      ids.forEach((id, index) => {
        if (existing.has(id)) return;
        const pointer = reference.many ? `/${reference.field}/${index}` : `/${reference.field}`;
        errors.push({ pointer, code: 'invalid', detail: `No ${OPTION_FAMILIES[reference.family].noun} ${id} in this customiser.` });
      });
    }
    if (errors.length > 0) throw Problems.validationFailed(errors);
  }
}
