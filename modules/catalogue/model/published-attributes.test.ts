import type { OptionRow } from '../domain/option-row';
import { publishedAttributes } from './published-attributes';

const AT = new Date('2026-05-04T09:00:00Z');
const aRow = (family: OptionRow['family'], attributes: Record<string, unknown>): OptionRow => ({ id: 7, storeId: 1, customiserId: 3, family, attributes, createdAt: AT, updatedAt: AT });

describe('the attributes of an option row as the catalogue publishes them', () => {
  it('come in the order the family declares them, then any others, whatever order storage kept', () => {
    expect(Object.keys(publishedAttributes(aRow('labels', { legacy_note: 'x', sort_order: 2, text: 'Type', name: 'Step 1' })))).toEqual(['name', 'text', 'sort_order', 'legacy_note']);
  });

  it('leave out what is kept but never shown', () => {
    const backboard = publishedAttributes(aRow('backboards', { name: 'Cut', shape_svg: '<svg/>', geometry: { has_custom_shape: true } }));
    expect(backboard).toEqual({ name: 'Cut', geometry: { has_custom_shape: true } });
  });

  it('show a font without a file with string family_name and ttf_url (empty), as the spec types them, and an attached file as kept', () => {
    const fileless = publishedAttributes(aRow('fonts', { name: 'Script', font_file: { has_font_file: false, family_name: null, ttf_url: null } }));
    expect(fileless.font_file).toEqual({ has_font_file: false, family_name: '', ttf_url: '' });
    const attached = { has_font_file: true, family_name: 'Neon Script', ttf_url: 'https://files.example/neon.ttf' };
    expect(publishedAttributes(aRow('fonts', { name: 'Script', font_file: attached })).font_file).toEqual(attached);
  });
});
