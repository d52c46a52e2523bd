/** One answer of a form submission: which field, its name when submitted, and what was typed or chosen. */
export interface QuoteAnswer {
  field_id: string;
  name: string;
  value: QuoteAnswerValue;
}

export type QuoteAnswerValue = string | number | boolean | string[] | null;

/** A shopper's file as the quote keeps it: the upload it was sent as, and what it was declared to be. */
export interface SubmittedFile {
  upload_id: string;
  filename: string;
  content_type: string;
  byte_size: number;
}

/** A submitted file with the address that serves its bytes to readers of the quote. */
export interface QuoteFile extends SubmittedFile {
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

export type NewQuote = Omit<Quote, 'id' | 'createdAt' | 'files'> & { files: SubmittedFile[] };
