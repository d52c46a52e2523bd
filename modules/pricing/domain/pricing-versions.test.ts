import { restoredDocument, versionOperation } from './pricing-versions';

describe('what a pricing version calls the write that recorded it', () => {
  it('names the write as its service knows it: patch, replace, restore', () => {
    expect(['patch', 'replace', 'restore'].map((kind) => versionOperation({ kind: kind as 'patch' }, { credentialKind: 'api_key' }))).toEqual(['patch', 'replace', 'restore']);
    expect(versionOperation({ kind: 'patch' }, { credentialKind: 'merchant_session' })).toBe('patch');
  });

  it('calls every write of an assistant’s connection `connector`, whichever tool it was', () => {
    expect(versionOperation({ kind: 'patch' }, { credentialKind: 'connector_token' })).toBe('connector');
    expect(versionOperation({ kind: 'restore', restoredFrom: 2 }, { credentialKind: 'connector_token' })).toBe('connector');
  });

  it('calls the previous generation’s replacement `legacy_replace`', () => {
    expect(versionOperation({ kind: 'replace' }, { credentialKind: 'api_key', previousGeneration: true })).toBe('legacy_replace');
  });
});

describe('the document a restore writes back', () => {
  it('is the version’s document without the read-only descriptors GET shows beside it', () => {
    const document = { object: 'customiser_pricing', customiser_id: 3, pricing_model: 'frame_fit', pricing_model_display_name: 'Frame fit', currency: 'EUR', sizes: [], base_pricing: { mode: 'included_in_price_lists', rows: [] }, price_lists: [], sheet_pricing: null };
    expect(restoredDocument(document)).toEqual({ sizes: [], base_pricing: { mode: 'included_in_price_lists', rows: [] }, price_lists: [], sheet_pricing: null });
  });
});
