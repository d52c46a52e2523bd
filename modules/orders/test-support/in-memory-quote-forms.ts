import { currentStoreId } from '../../../shared-kernel/request-context';
import { copyOf } from '../../../shared-kernel/test-support/in-memory-unit-of-work';
import type { FormMailing } from '../domain/quote-email';
import type { QuoteForms } from '../application/ports';
import { aFormMailing } from './a-quote';

interface CatalogueForm {
  storeId: number;
  customiserId: number;
  formId: number;
  fields: { field_id: string; name: string }[];
  mailing: FormMailing;
}

/** The catalogue's forms as quotes see them, in memory: a request finds only its own store's; a worker names the store. */
export class InMemoryQuoteForms implements QuoteForms {
  readonly forms: CatalogueForm[] = [];

  add(form: Pick<CatalogueForm, 'storeId' | 'customiserId' | 'formId' | 'fields'> & { mailing?: Partial<FormMailing> }): this {
    this.forms.push({ ...form, mailing: aFormMailing(form.mailing) });
    return this;
  }

  async find(customiserId: number, formId: number) {
    const form = this.formOf(currentStoreId(), customiserId, formId);
    return form && { fields: copyOf(form.fields) };
  }

  async mailing(storeId: number, customiserId: number, formId: number): Promise<FormMailing | undefined> {
    const form = this.formOf(storeId, customiserId, formId);
    return form && copyOf(form.mailing);
  }

  private formOf(storeId: number, customiserId: number, formId: number): CatalogueForm | undefined {
    return this.forms.find((form) => form.storeId === storeId && form.customiserId === customiserId && form.formId === formId);
  }
}
