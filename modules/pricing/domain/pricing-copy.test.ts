import { copiedDocument } from './pricing-copy';

const sizes = new Map([
  [7, 107],
  [8, 108],
]);

describe('the copy of a pricing document', () => {
  it('names the copied sizes in base pricing and price-list rows, and gives each price list the fresh id handed to it', () => {
    const copied = copiedDocument(
      {
        base_pricing: { mode: 'single_base_price_by_size', rows: [{ size_id: 7, size_key: null, base_price: { line_1: 100 } }, { size_id: null, size_key: 'new', base_price: { line_1: 200 } }] },
        price_lists: [{ price_list_id: 1, name: 'A', rows: [{ size_id: 8, letter_price: { line_1: 5 } }] }, { price_list_id: 2, name: 'B', rows: [{ base_price: 300 }] }],
        sheet_pricing: { rows: [] },
      },
      sizes,
      [41, 42],
    );
    expect(copied).toEqual({
      base_pricing: { mode: 'single_base_price_by_size', rows: [{ size_id: 107, size_key: null, base_price: { line_1: 100 } }, { size_id: null, size_key: 'new', base_price: { line_1: 200 } }] },
      price_lists: [{ price_list_id: 41, name: 'A', rows: [{ size_id: 108, letter_price: { line_1: 5 } }] }, { price_list_id: 42, name: 'B', rows: [{ base_price: 300 }] }],
      sheet_pricing: { rows: [] },
    });
  });

  it('keeps the order of each list’s members, as the stored text keeps it', () => {
    const [list] = copiedDocument({ base_pricing: null, price_lists: [{ name: 'A', price_list_id: 1, rows: [] }], sheet_pricing: null }, sizes, [9]).price_lists;
    expect(Object.keys(list as object)).toEqual(['name', 'price_list_id', 'rows']);
  });
});
