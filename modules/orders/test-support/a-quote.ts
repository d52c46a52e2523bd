import type { Quote } from '../domain/quote';
import type { FormMailing } from '../domain/quote-email';

export const EMAIL_FIELD = '6f1d1f5e-8a38-4c52-9a43-0e6c1c1f0a01';
export const MESSAGE_FIELD = '6f1d1f5e-8a38-4c52-9a43-0e6c1c1f0a02';

/** A quote request as the repository hands it back; override what a test is about. */
export function aQuote(overrides: Partial<Quote> = {}): Quote {
  return {
    id: 77, storeId: 5, customiserId: 3, formId: 12,
    answers: [
      { field_id: EMAIL_FIELD, name: 'Email', value: 'grace@shopper.example' },
      { field_id: MESSAGE_FIELD, name: 'Message', value: 'A neon "Open" sign, please.' },
    ],
    files: [{ upload_id: 'upl_artwork', filename: 'artwork.pdf', content_type: 'application/pdf', byte_size: 20480, url: 'https://files.signwright.example/upl_artwork' }],
    contact: { name: 'Grace Hopper', email: 'grace@shopper.example', phone: '+1 555 0100' },
    createdAt: new Date('2026-03-04T10:00:00Z'),
    ...overrides,
  };
}

/** A form's mail settings: two recipients, nothing suppressed, replies to the email answer. */
export function aFormMailing(overrides: Partial<FormMailing> = {}): FormMailing {
  return {
    name: 'Ask for a quote', subject: null, recipientEmails: ['sales@signs.example', 'owner@signs.example'], suppressedEmails: [],
    emailsEnabled: true, replyToFieldIds: [EMAIL_FIELD], ...overrides,
  };
}
