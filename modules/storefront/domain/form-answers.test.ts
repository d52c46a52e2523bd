import { isProblem } from '../../../shared-kernel/problems/problem';
import { aField, aForm } from '../test-support/a-form';
import { answerErrors, contactOf, normalisedAnswers, type SubmittedUpload } from './form-answers';
import type { StorefrontFormField } from './storefront-configuration';

const landed = (id: string): SubmittedUpload => ({ id, status: 'uploaded', purpose: 'form_attachment' });

/** The errors of answering one field with each value, in turn. */
function errorsOf(field: StorefrontFormField, ...values: unknown[]) {
  return values.map((value) => answerErrors(aForm([field]), { answers: [{ field_id: field.field_id, value }], upload_ids: [] }, []));
}

const accepted = (field: StorefrontFormField, ...values: unknown[]) => expect(errorsOf(field, ...values)).toEqual(values.map(() => []));
const refused = (field: StorefrontFormField, ...values: unknown[]) =>
  expect(errorsOf(field, ...values)).toEqual(values.map(() => [{ pointer: '/answers/0/value', code: 'invalid', detail: expect.any(String) }]));

describe('a shopper’s answers to a form', () => {
  it('refuses an answer naming a field the form lacks, at its field_id', () => {
    const form = aForm([aField()]);
    expect(answerErrors(form, { answers: [{ field_id: 'not-a-field', value: 'x' }], upload_ids: [] }, [])).toEqual([
      { pointer: '/answers/0/field_id', code: 'invalid', detail: 'Not a field of this form.' },
    ]);
  });

  it('refuses a field answered twice, at the second answer', () => {
    const field = aField({ name: 'Message' });
    const errors = answerErrors(aForm([field]), { answers: [{ field_id: field.field_id, value: 'a' }, { field_id: field.field_id, value: 'b' }], upload_ids: [] }, []);
    expect(errors).toEqual([{ pointer: '/answers/1/field_id', code: 'invalid', detail: '"Message" is answered twice.' }]);
  });

  it('requires an answer to a required field, missing or blank, at /answers naming the field', () => {
    const field = aField({ name: 'Your name', required: true });
    const required = [{ pointer: '/answers', code: 'required', detail: `"Your name" (field ${field.field_id}) is required.` }];
    expect(answerErrors(aForm([field]), { answers: [], upload_ids: [] }, [])).toEqual(required);
    expect(errorsOf(field, '   ', null, [])).toEqual([required, required, required]);
    expect(errorsOf(aField({ required: true, input_type: 'email' }), 'not-an-email')).toEqual([[expect.objectContaining({ pointer: '/answers/0/value', code: 'invalid' })]]);
  });

  it('takes a required file field as answered by at least one file of the submission', () => {
    const file = aField({ name: 'Artwork', input_type: 'file', required: true });
    const form = aForm([file]);
    expect(answerErrors(form, { answers: [], upload_ids: [] }, [])).toEqual([expect.objectContaining({ pointer: '/answers', code: 'required' })]);
    expect(answerErrors(form, { answers: [], upload_ids: ['upl_a'] }, [landed('upl_a')])).toEqual([]);
  });

  it('takes an email address for an email field', () => {
    const field = aField({ input_type: 'email' });
    accepted(field, 'grace@shopper.example', ' grace@shopper.example ');
    refused(field, 'grace', 'grace@shopper', 42, ['grace@shopper.example']);
  });

  it('takes a finite number within min and max for a number field', () => {
    const field = aField({ input_type: 'number', min: 1, max: '10' });
    accepted(field, 1, 2.5, 10);
    refused(field, 0, 11, '5', Number.NaN, true);
  });

  it('takes text within the field’s length limits, and never more than 5000 characters', () => {
    accepted(aField({ input_type: 'text', min: 2, max: 5 }), 'ab', 'abcde');
    refused(aField({ input_type: 'text', min: 2, max: 5 }), 'a', 'abcdef', 7, { text: 'x' });
    accepted(aField({ input_type: 'textarea' }), 'x'.repeat(5000));
    refused(aField({ input_type: 'textarea', max: 100_000 }), 'x'.repeat(5001));
  });

  it('takes a calendar date as YYYY-MM-DD within min_date and max_date', () => {
    const field = aField({ input_type: 'date', min_date: '2026-03-01', max_date: '2026-12-31' });
    accepted(field, '2026-03-01', '2026-12-31');
    refused(field, '2026-02-28', '2027-01-01', '2026-02-30', '01/04/2026', '2026-4-1', 20260401);
  });

  it('takes true or false for a checkbox, and only a ticked box answers a required one', () => {
    accepted(aField({ input_type: 'checkbox' }), true, false);
    refused(aField({ input_type: 'checkbox' }), 'yes', 1);
    expect(errorsOf(aField({ input_type: 'checkbox', required: true }), false)).toEqual([[expect.objectContaining({ pointer: '/answers', code: 'required' })]]);
  });

  it('takes one of the options for a select or radio field, refusing others as unsupported_value with the allowed values', () => {
    for (const input_type of ['select', 'radio']) {
      const field = aField({ input_type, options: ['Indoor', 'Outdoor'] });
      accepted(field, 'Indoor');
      refused(field, ['Indoor'], 3);
      expect(errorsOf(field, 'Underwater')).toEqual([
        [{ pointer: '/answers/0/value', code: 'unsupported_value', detail: '"Underwater" is not one of the options.', allowed_values: ['Indoor', 'Outdoor'] }],
      ]);
    }
  });

  it('takes an array of the options where the field allows several', () => {
    const field = aField({ input_type: 'select', allow_multiple: true, options: ['Red', 'Blue'] });
    accepted(field, ['Red'], ['Red', 'Blue']);
    refused(field, 'Red', ['Red', 3]);
    expect(errorsOf(field, ['Red', 'Green'])).toEqual([[expect.objectContaining({ code: 'unsupported_value', allowed_values: ['Red', 'Blue'] })]]);
  });

  it('takes a phone number of 5 to 30 digits, spaces and + - ( )', () => {
    const field = aField({ input_type: 'phone' });
    accepted(field, '+44 (20) 7946-0000', '12345');
    refused(field, '1234', '1'.repeat(31), 'call me', '-----', 4479460000);
  });

  it('takes no value for a file field: files come as upload_ids', () => {
    const field = aField({ input_type: 'file' });
    accepted(field, null);
    refused(field, 'artwork.pdf');
  });

  it('takes text for an input_type it does not know', () => {
    accepted(aField({ input_type: 'colour_picker' }), '#ff0000');
    refused(aField({ input_type: 'colour_picker' }), 255, 'x'.repeat(5001));
  });
});

describe('a shopper’s files on a form', () => {
  const form = aForm([aField({ input_type: 'file' })]);
  const errorsFor = (uploadIds: string[], uploads: SubmittedUpload[]) => answerErrors(form, { answers: [], upload_ids: uploadIds }, uploads);

  it('takes only this store’s form attachments whose bytes have landed', () => {
    const uploads: SubmittedUpload[] = [
      landed('upl_ok'),
      { id: 'upl_font', status: 'uploaded', purpose: 'font_ttf' },
      { id: 'upl_pending', status: 'pending', purpose: 'form_attachment' },
      { id: 'upl_attached', status: 'attached', purpose: 'form_attachment' },
      { id: 'upl_rejected', status: 'rejected', purpose: 'form_attachment' },
    ];
    const errors = errorsFor(['upl_ok', 'upl_foreign', 'upl_font', 'upl_pending', 'upl_attached', 'upl_rejected'], uploads);
    expect(errors.map((error) => [error.pointer, error.code])).toEqual([
      ['/upload_ids/1', 'invalid'],
      ['/upload_ids/2', 'invalid'],
      ['/upload_ids/3', 'invalid'],
      ['/upload_ids/4', 'invalid'],
      ['/upload_ids/5', 'invalid'],
    ]);
    expect(errors[2]!.detail).toBe('Its bytes have not landed yet: send them to the upload target first.');
  });

  it('takes at most 10 files', () => {
    const ids = Array.from({ length: 11 }, (_, index) => `upl_${index}`);
    expect(errorsFor(ids.slice(0, 10), ids.map(landed))).toEqual([]);
    expect(errorsFor(ids, ids.map(landed))).toEqual([{ pointer: '/upload_ids', code: 'invalid', detail: 'At most 10 files.' }]);
  });

  it('refuses a file listed twice, at its second mention', () => {
    expect(errorsFor(['upl_a', 'upl_a'], [landed('upl_a')])).toEqual([{ pointer: '/upload_ids/1', code: 'invalid', detail: 'Listed twice.' }]);
  });

  it('refuses files on a form that asks for none', () => {
    const errors = answerErrors(aForm([aField()]), { answers: [], upload_ids: ['upl_a'] }, [landed('upl_a')]);
    expect(errors).toEqual([{ pointer: '/upload_ids', code: 'invalid', detail: 'This form asks for no files.' }]);
  });
});

describe('the answers a quote keeps', () => {
  it('are typed per field, trimmed, in the form’s field order, without blank answers', () => {
    const [quantity, name, colours, note, agree] = [
      aField({ input_type: 'number' }),
      aField({ input_type: 'text' }),
      aField({ input_type: 'select', allow_multiple: true, options: ['Red', 'Blue'] }),
      aField({ input_type: 'textarea' }),
      aField({ input_type: 'checkbox' }),
    ];
    const form = aForm([quantity!, name!, colours!, note!, agree!]);
    const answers = [
      { field_id: agree!.field_id, value: false },
      { field_id: colours!.field_id, value: ['Blue', 'Red', 'Blue'] },
      { field_id: note!.field_id, value: '  ' },
      { field_id: name!.field_id, value: '  Grace  ' },
      { field_id: quantity!.field_id, value: 3 },
    ];
    expect(normalisedAnswers(form, { answers, upload_ids: [] })).toEqual([
      { fieldId: quantity!.field_id, value: 3 },
      { fieldId: name!.field_id, value: 'Grace' },
      { fieldId: colours!.field_id, value: ['Blue', 'Red'] },
      { fieldId: agree!.field_id, value: false },
    ]);
  });

  it('are refused as 422 validation_failed while the answers have errors', () => {
    const field = aField({ input_type: 'number' });
    try {
      normalisedAnswers(aForm([field]), { answers: [{ field_id: field.field_id, value: 'three' }], upload_ids: [] });
      throw new Error('expected a problem');
    } catch (error) {
      expect(isProblem(error) && { status: error.status, code: error.code, errors: error.errors }).toEqual({
        status: 422,
        code: 'validation_failed',
        errors: [expect.objectContaining({ pointer: '/answers/0/value' })],
      });
    }
  });
});

describe('the quote’s contact', () => {
  it('comes from the fields marked as the customer’s name, email and phone', () => {
    const [name, email, phone, other] = [
      aField({ customer_field: 'name' }),
      aField({ input_type: 'email', customer_field: 'email' }),
      aField({ input_type: 'phone', customer_field: 'phone' }),
      aField({ input_type: 'email' }),
    ];
    const form = aForm([other!, name!, email!, phone!]);
    const answers = normalisedAnswers(form, {
      answers: [
        { field_id: other!.field_id, value: 'colleague@shopper.example' },
        { field_id: name!.field_id, value: 'Grace Hopper' },
        { field_id: email!.field_id, value: 'grace@shopper.example' },
        { field_id: phone!.field_id, value: '+1 555 0100' },
      ],
      upload_ids: [],
    });
    expect(contactOf(form, answers)).toEqual({ name: 'Grace Hopper', email: 'grace@shopper.example', phone: '+1 555 0100' });
  });

  it('takes the first email answer for the email when no field is marked as the customer’s email', () => {
    const [first, second] = [aField({ input_type: 'email' }), aField({ input_type: 'email' })];
    const form = aForm([aField(), first!, second!]);
    const answers = [{ fieldId: second!.field_id, value: 'second@shopper.example' }, { fieldId: first!.field_id, value: 'first@shopper.example' }];
    expect(contactOf(form, answers)).toEqual({ name: null, email: 'first@shopper.example', phone: null });
    expect(contactOf(form, [])).toEqual({ name: null, email: null, phone: null });
  });
});
