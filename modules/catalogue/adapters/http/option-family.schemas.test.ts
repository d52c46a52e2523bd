import type { OptionRow } from '../../domain/option-row';
import { optionRowRecord } from './option-family.schemas';

const AT = new Date('2026-05-04T09:00:00Z');
const aRow = (family: OptionRow['family'], attributes: Record<string, unknown>): OptionRow => ({ id: 7, storeId: 1, customiserId: 3, family, attributes, createdAt: AT, updatedAt: AT });

describe('an option row as the catalogue’s operations answer it', () => {
  it('is its identity, then its published attributes, then its timestamps', () => {
    const record = optionRowRecord(aRow('labels', { legacy_note: 'x', sort_order: 2, text: 'Type', name: 'Step 1' }), null);
    expect(Object.keys(record)).toEqual(['object', 'id', 'customiser_id', 'name', 'text', 'sort_order', 'legacy_note', 'created_at', 'updated_at']);
    expect(record).toMatchObject({ object: 'label', id: 7, customiser_id: 3, created_at: '2026-05-04T09:00:00.000Z' });
  });

  it('shows the store currency on priced families only, and never what is kept but not shown', () => {
    const backboard = optionRowRecord(aRow('backboards', { name: 'Cut', shape_svg: '<svg/>', geometry: { has_custom_shape: true } }), 'EUR');
    expect(backboard).not.toHaveProperty('shape_svg');
    expect(backboard).toMatchObject({ geometry: { has_custom_shape: true }, currency: 'EUR' });
    expect(optionRowRecord(aRow('fonts', { name: 'Script' }), 'EUR')).not.toHaveProperty('currency');
  });
});
