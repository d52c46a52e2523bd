import { assertFallbackKeepsFileField, assertWritableFormType, suppressionAfterReceiversChange, withFieldIds } from './form-rules';

describe('form rules', () => {
  it('writes only forms of a published type', () => {
    expect(() => assertWritableFormType('quote')).not.toThrow();
    expect(() => assertWritableFormType('legacy_survey')).toThrow(expect.objectContaining({ code: 'form_type_not_supported' }));
  });

  it('keeps a file field on the fallback form', () => {
    expect(() => assertFallbackKeepsFileField([{ field_id: 'x', input_type: 'file' }])).not.toThrow();
    expect(() => assertFallbackKeepsFileField([{ field_id: 'x', input_type: 'email' }])).toThrow(expect.objectContaining({ code: 'fallback_form_requires_file_field' }));
  });

  it('gives every field a UUID and keeps the ones it has', () => {
    const [generated, kept] = withFieldIds([{ input_type: 'email' }, { input_type: 'file', field_id: '6F1C2B7E-1D2A-4C3B-9E8F-0A1B2C3D4E5F' }]);
    expect(generated!.field_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(kept!.field_id).toBe('6f1c2b7e-1d2a-4c3b-9e8f-0a1b2c3d4e5f');
    expect(() => withFieldIds([{ field_id: 'not-a-uuid' }])).toThrow(expect.objectContaining({ code: 'validation_failed' }));
  });

  it('clears suppression of old receivers when the receivers change, keeping suppression of those who stay', () => {
    expect(suppressionAfterReceiversChange(['a@x.example', 'b@x.example'], ['b@x.example', 'c@x.example'], ['a@x.example', 'b@x.example'])).toEqual({
      suppressed_emails: ['b@x.example'],
      emails_enabled: true,
    });
  });
});
