import { aFormMailing, aQuote, EMAIL_FIELD, MESSAGE_FIELD } from '../test-support/a-quote';
import { composeQuoteEmail, quoteEmailRecipients } from './quote-email';

describe('the email of a form submission', () => {
  it('takes the form’s subject when it has one, on one line', () => {
    expect(composeQuoteEmail(aQuote(), aFormMailing({ subject: 'Quote request\r\nBcc: everyone@x.example' })).subject).toBe('Quote request Bcc: everyone@x.example');
  });

  it('is titled New <form name> submission otherwise', () => {
    expect(composeQuoteEmail(aQuote(), aFormMailing({ subject: null })).subject).toBe('New Ask for a quote submission');
    expect(composeQuoteEmail(aQuote(), aFormMailing({ subject: '  ' })).subject).toBe('New Ask for a quote submission');
  });

  it('lists each answer by its field’s name, the contact, and each file’s name with its URL', () => {
    const quote = aQuote({
      answers: [
        { field_id: 'a', name: 'Colours', value: ['Red', 'Blue'] },
        { field_id: 'b', name: 'Quantity', value: 3 },
        { field_id: 'c', name: 'Outdoor', value: true },
        { field_id: 'd', name: 'Notes', value: 'Line one\nLine two' },
      ],
    });
    const { text } = composeQuoteEmail(quote, aFormMailing());
    expect(text).toBe(
      [
        'New Ask for a quote submission',
        'Received 2026-03-04T10:00:00.000Z (quote 77)',
        '',
        'Answers:',
        '    Colours: Red, Blue',
        '    Quantity: 3',
        '    Outdoor: Yes',
        '    Notes: Line one',
        '        Line two',
        '',
        'Contact:',
        '    Name: Grace Hopper',
        '    Email: grace@shopper.example',
        '    Phone: +1 555 0100',
        '',
        'Files:',
        '    artwork.pdf: https://files.signwright.example/upl_artwork',
        '',
      ].join('\n'),
    );
  });

  it('leaves out an empty contact and an absent file list', () => {
    const { text } = composeQuoteEmail(aQuote({ files: [], contact: { name: null, email: null, phone: null } }), aFormMailing());
    expect(text).not.toMatch(/Contact:|Files:/);
  });

  it('sends replies to the answer of the field marked reply_to, when that answer is an email address', () => {
    expect(composeQuoteEmail(aQuote(), aFormMailing()).replyTo).toBe('grace@shopper.example');
    expect(composeQuoteEmail(aQuote(), aFormMailing({ replyToFieldIds: [MESSAGE_FIELD] })).replyTo).toBeUndefined();
    expect(composeQuoteEmail(aQuote(), aFormMailing({ replyToFieldIds: [] })).replyTo).toBeUndefined();
    const forged = aQuote({ answers: [{ field_id: EMAIL_FIELD, name: 'Email', value: 'a@b.example, c@d.example' }] });
    expect(composeQuoteEmail(forged, aFormMailing()).replyTo).toBeUndefined();
  });
});

describe('the recipients of a form submission', () => {
  it('are the form’s recipients, each once, without the suppressed ones, whatever their case', () => {
    const form = aFormMailing({ recipientEmails: ['Sales@Signs.example', 'sales@signs.example', 'owner@signs.example'], suppressedEmails: ['OWNER@signs.example'] });
    expect(quoteEmailRecipients(form)).toEqual({ mail: ['sales@signs.example'], suppressed: ['owner@signs.example'] });
  });
});
