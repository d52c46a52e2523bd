/** One answer of a form submission: which field, its name when submitted, and what was typed or chosen. */
export interface QuoteAnswer {
  field_id: string;
  name: string;
  value: QuoteAnswerValue;
}

export type QuoteAnswerValue = string | number | boolean | string[] | null;

export interface QuoteFile {
  upload_id: string;
  filename: string;
  url: string;
}

export interface QuoteContact {
  name: string | null;
  email: string | null;
  phone: string | null;
}

/** A quote request: what a shopper submitted on a customiser's form, with their files and contact details. */
export interface Quote {
  id: number;
  storeId: number;
  customiserId: number;
  formId: number;
  answers: QuoteAnswer[];
  files: QuoteFile[];
  contact: QuoteContact;
  createdAt: Date;
}

export type NewQuote = Omit<Quote, 'id' | 'createdAt'>;
