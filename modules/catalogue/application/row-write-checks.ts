import { inject, injectable } from 'inversify';
import { Problems } from '../../../shared-kernel/problems/problems';
import { CatalogueTokens } from '../catalogue.tokens';
import type { FamilySegment } from '../domain/option-families';
import type { OptionRow } from '../domain/option-row';
import { formRedirectUrlRefusal, type FormRedirectPolicy } from '../model/form-redirect-url';
import { normalisedName, OptionRowDocument } from '../model/option-row-document';
import { missingReferenceDetail, type RowReference } from '../model/row-reference';
import type { CustomiserScope, OptionRowRepository, SettingsRepository } from './ports';

/**
 * What a row document cannot check alone, asked of the database once each: the settings its family's
 * rules read (forms, backboards), every id it names (one query, whatever the families), a
 * backboard's name against the others, and a form's redirect URL against the environment's policy.
 */
@injectable()
export class RowWriteChecks {
  constructor(
    @inject(CatalogueTokens.OptionRowRepository) private readonly rows: OptionRowRepository,
    @inject(CatalogueTokens.SettingsRepository) private readonly settings: SettingsRepository,
    @inject(CatalogueTokens.FormRedirectPolicy) private readonly redirects: FormRedirectPolicy,
  ) {}

  /** `rowId` is the row written, absent on create. */
  async assert(scope: CustomiserScope, document: OptionRowDocument, rowId?: number): Promise<void> {
    if (OptionRowDocument.needsContext(document.family)) document.assertAllowed({ settings: await this.settings.get(scope.customiserId) }, rowId);
    const redirectUrl = document.family === 'forms' ? document.attributes.redirect_url : undefined;
    const refused = typeof redirectUrl === 'string' ? formRedirectUrlRefusal(redirectUrl, this.redirects) : undefined;
    if (refused) throw Problems.validationFailed([{ pointer: '/redirect_url', code: 'invalid', detail: refused }]);
    await this.referencedRows(scope, document.references());
    const name = document.uniqueName();
    if (name !== undefined) await this.assertNameFree({ ...scope, family: document.family }, name, rowId);
  }

  /** The rows `references` name, in one query; a reference to no row of this customiser is refused at its pointer. */
  async referencedRows(scope: CustomiserScope, references: readonly RowReference[]): Promise<OptionRow[]> {
    if (references.length === 0) return [];
    const found = await this.rows.findAmong(scope, references);
    const missing = references.filter((reference) => !found.some((row) => row.id === reference.id && row.family === reference.family));
    if (missing.length > 0) {
      throw Problems.validationFailed(missing.map((reference) => ({ pointer: reference.pointer, code: 'invalid', detail: missingReferenceDetail(reference) })));
    }
    return found;
  }

  private async assertNameFree(locator: CustomiserScope & { family: FamilySegment }, name: string, rowId?: number): Promise<void> {
    const clash = (await this.rows.listAll(locator)).find((row) => row.id !== rowId && normalisedName(row.attributes.name) === name);
    if (clash) throw Problems.validationFailed([{ pointer: '/name', code: 'taken', detail: `Backboard ${clash.id} already has this name.` }]);
  }
}
