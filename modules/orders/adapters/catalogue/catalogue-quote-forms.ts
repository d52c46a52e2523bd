import { inject, injectable } from 'inversify';
import { OptionRows, type OptionRow } from '../../../catalogue';
import { isProblem } from '../../../../shared-kernel/problems/problem';
import { actingForStore } from '../../../../shared-kernel/request-context';
import type { FormMailing } from '../../domain/quote-email';
import type { QuoteForms } from '../../application/ports';

type StoredField = { field_id?: unknown; name?: unknown; reply_to?: unknown };

const fieldsOf = (form: OptionRow): StoredField[] => (Array.isArray(form.attributes.fields) ? (form.attributes.fields as StoredField[]) : []);
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** A customiser's form, read through the catalogue's public service; another store's form is absent. */
@injectable()
export class CatalogueQuoteForms implements QuoteForms {
  constructor(@inject(OptionRows) private readonly rows: OptionRows) {}

  async find(customiserId: number, formId: number) {
    const form = await this.form(customiserId, formId);
    return form && { fields: fieldsOf(form).map((field) => ({ field_id: String(field.field_id), name: typeof field.name === 'string' ? field.name : '' })) };
  }

  /** The catalogue reads the store from the request context, which a worker has not got: it acts for the store. */
  async mailing(storeId: number, customiserId: number, formId: number): Promise<FormMailing | undefined> {
    const form = await actingForStore(storeId, () => this.form(customiserId, formId));
    if (!form) return undefined;
    const { name, subject, recipient_emails, suppressed_emails, emails_enabled } = form.attributes;
    return {
      name: typeof name === 'string' ? name : '',
      subject: typeof subject === 'string' ? subject : null,
      recipientEmails: strings(recipient_emails),
      suppressedEmails: strings(suppressed_emails),
      // Only an explicit false stops the emails: a form stored before the flag existed sends them.
      emailsEnabled: emails_enabled !== false,
      replyToFieldIds: fieldsOf(form).filter((field) => field.reply_to === true).map((field) => String(field.field_id)),
    };
  }

  private async form(customiserId: number, formId: number): Promise<OptionRow | undefined> {
    try {
      return await this.rows.get('forms', customiserId, formId);
    } catch (error) {
      if (isProblem(error) && error.code === 'resource_not_found') return undefined;
      throw error;
    }
  }
}
