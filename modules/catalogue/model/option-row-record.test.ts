import type { OptionRow } from '../domain/option-row';
import { optionRowRecord } from './option-row-record';

const AT = new Date('2026-05-04T09:00:00Z');
const aRow = (family: OptionRow['family'], attributes: Record<string, unknown>): OptionRow => ({ id: 7, storeId: 1, customiserId: 3, family, attributes, createdAt: AT, updatedAt: AT });

describe('an option row as the catalogue publishes it', () => {
  it('shows the attributes in the order the family declares them, then any others, whatever order storage kept', () => {
    const record = optionRowRecord(aRow('labels', { legacy_note: 'x', sort_order: 2, text: 'Type', name: 'Step 1' }), null);
    expect(Object.keys(record)).toEqual(['object', 'id', 'customiser_id', 'name', 'text', 'sort_order', 'legacy_note', 'created_at', 'updated_at']);
    expect(record).toMatchObject({ object: 'label', id: 7, customiser_id: 3, created_at: '2026-05-04T09:00:00.000Z' });
  });

  it('leaves out what is kept but never shown, and shows the store currency on priced families only', () => {
    const backboard = optionRowRecord(aRow('backboards', { name: 'Cut', shape_svg: '<svg/>', geometry: { has_custom_shape: true } }), 'EUR');
    expect(backboard).not.toHaveProperty('shape_svg');
    expect(backboard).toMatchObject({ geometry: { has_custom_shape: true }, currency: 'EUR' });
    expect(optionRowRecord(aRow('fonts', { name: 'Script' }), 'EUR')).not.toHaveProperty('currency');
  });

  it('shows a font without a file with string family_name and ttf_url (empty), as the spec types them, and an attached file as kept', () => {
    const fileless = optionRowRecord(aRow('fonts', { name: 'Script', font_file: { has_font_file: false, family_name: null, ttf_url: null } }), null);
    expect(fileless.font_file).toEqual({ has_font_file: false, family_name: '', ttf_url: '' });
    const attached = { has_font_file: true, family_name: 'Neon Script', ttf_url: 'https://files.example/neon.ttf' };
    expect(optionRowRecord(aRow('fonts', { name: 'Script', font_file: attached }), null).font_file).toEqual(attached);
  });
});
