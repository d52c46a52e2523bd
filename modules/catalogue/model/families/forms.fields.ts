import { fieldCode } from '../../../../shared-kernel/validation/strict-parsing';
import { z } from '../../../../shared-kernel/validation/zod';
import { openEnum, optionalText, sortOrder, text, type FamilyFields } from '../field-kit';
import { formRedirectUrlRefusal } from '../form-redirect-url';

export const formFieldSchema = z.strictObject({
  field_id: z.string().uuid().optional(),
  name: text(),
  input_type: openEnum(),
  required: z.boolean().default(false),
  customer_field: z.string().max(64).nullable().default(null),
  info: z.string().max(2000).nullable().default(null),
  placeholder: z.string().max(200).nullable().default(null),
  checkbox_value: z.string().max(200).nullable().default(null),
  min: z.number().nullable().default(null),
  max: z.number().nullable().default(null),
  min_date: z.string().nullable().default(null),
  max_date: z.string().nullable().default(null),
  allow_multiple: z.boolean().default(false),
  reply_to: z.boolean().default(false),
  options: z.array(z.string().max(200)).max(200).default([]),
});

export const formFields: FamilyFields = {
  writable: {
    name: text(),
    description: optionalText(),
    form_type: openEnum(),
    button_label: z.string().max(100).nullable(),
    subject: z.string().max(200).nullable(),
    recipient_emails: z.array(z.string().email()).max(20),
    save_customer_details: z.boolean(),
    post_submission_action: openEnum(),
    // The scheme and host here; whether loopback http is allowed depends on the environment (RowWriteChecks).
    redirect_url: z
      .string()
      .max(2048)
      .superRefine((url, context) => {
        const refused = formRedirectUrlRefusal(url, { loopbackHttp: true });
        if (refused) context.addIssue({ code: 'custom', message: refused, params: fieldCode('invalid') });
      })
      .nullable(),
    fields: z.array(formFieldSchema).max(100),
    sort_order: sortOrder(),
  },
  defaults: {
    description: null, form_type: 'quote', button_label: null, subject: null, recipient_emails: [], save_customer_details: true,
    post_submission_action: 'default', redirect_url: null, fields: [], sort_order: 0,
  },
  readOnly: {
    emails_enabled: z.boolean(),
    suppressed_emails: z.array(z.string()),
  },
  readOnlyRefusal: { emails_enabled: 'invalid' },
};
