import { newLetterPartConfiguration } from './letter-part-configuration';

const neonFace = { category: 'neon', declaredParts: ['face', 'tube'], takenParts: [], part: 'face' };

describe('a new letter part’s configuration', () => {
  it('takes the category’s defaults for what is omitted, and the given values otherwise', () => {
    expect(newLetterPartConfiguration(neonFace, { name: 'Face' })).toMatchObject({ name: 'Face', lightsource: false, show_in_text_editor: true, text_enabled: false });
    expect(newLetterPartConfiguration({ ...neonFace, part: 'tube' }, { lightsource: undefined })).toMatchObject({ lightsource: true });
  });

  it('refuses unknown fields and wrong types before the part rules', () => {
    expect(() => newLetterPartConfiguration(neonFace, { colour: 'red' })).toThrow(expect.objectContaining({ code: 'unknown_field' }));
    expect(() => newLetterPartConfiguration(neonFace, { lightsource: 'yes' })).toThrow(expect.objectContaining({ code: 'validation_failed' }));
    expect(() => newLetterPartConfiguration({ ...neonFace, part: 'halo' }, {})).toThrow(expect.objectContaining({ code: 'letter_part_not_declared' }));
  });
});
