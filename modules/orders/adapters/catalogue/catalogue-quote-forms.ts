import { inject, injectable } from 'inversify';
import { CatalogueTokens, type GetOptionRowService } from '../../../catalogue';
import { isProblem } from '../../../../shared-kernel/problems/problem';
import type { QuoteForms } from '../../application/ports';

/** A customiser's form, read through the catalogue's public service; another store's form is absent. */
@injectable()
export class CatalogueQuoteForms implements QuoteForms {
  constructor(@inject(CatalogueTokens.GetOptionRow) private readonly rows: GetOptionRowService) {}

  async find(customiserId: number, formId: number) {
    try {
      const form = await this.rows.get('forms', customiserId, formId);
      const fields = Array.isArray(form.attributes.fields) ? (form.attributes.fields as { field_id?: unknown; name?: unknown }[]) : [];
      return { fields: fields.map((field) => ({ field_id: String(field.field_id), name: typeof field.name === 'string' ? field.name : '' })) };
    } catch (error) {
      if (isProblem(error) && error.code === 'resource_not_found') return undefined;
      throw error;
    }
  }
}
