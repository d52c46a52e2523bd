import { copiedAttributes, copiedRowIds, copiedSettings } from './catalogue-copy';

const rows = new Map([
  [10, 110],
  [11, 111],
  [12, 112],
]);

describe('the copy of catalogue rows', () => {
  it("names the copies in a family's declared references, one or many", () => {
    expect(copiedAttributes('fonts', { name: 'Bold', minimum_size_id: 10, font_tier_id: null }, rows)).toEqual({ name: 'Bold', minimum_size_id: 110, font_tier_id: null });
    expect(copiedAttributes('extras', { colour_ids: [11, 12] }, rows)).toEqual({ colour_ids: [111, 112] });
  });

  it("keys a language's translations by the copied rows, leaving other keys as they are", () => {
    expect(copiedAttributes('languages', { translations: { 'colours:11': { name: 'Rot' }, 'odd key': { name: 'x' } } }, rows)).toEqual({
      translations: { 'colours:111': { name: 'Rot' }, 'odd key': { name: 'x' } },
    });
  });

  it('leaves a family without references as it was', () => {
    expect(copiedAttributes('colours', { name: 'Red', hex: '#f00' }, rows)).toEqual({ name: 'Red', hex: '#f00' });
  });

  it('names the copied form and length pricing in settings, and adds nothing settings did not have', () => {
    expect(copiedSettings({ multiple_fonts: true, ai_designer_fallback_form_id: 12, icon_length_pricing_id: 10 }, rows)).toEqual({ multiple_fonts: true, ai_designer_fallback_form_id: 112, icon_length_pricing_id: 110 });
    expect(copiedSettings({ multiple_fonts: true }, rows)).toEqual({ multiple_fonts: true });
  });

  it('maps a list of row ids', () => {
    expect(copiedRowIds([12, 10], rows)).toEqual([112, 110]);
  });
});
