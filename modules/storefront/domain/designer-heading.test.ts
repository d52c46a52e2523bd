import { designerHeading } from './designer-heading';

const label = (name: string, text: string, id = 1) => ({ id, name, text, sort_order: 0 });

describe('the designer’s heading for shoppers', () => {
  it('is the merchant’s title and description labels, whatever their case and spacing', () => {
    const heading = designerHeading({ sign_category: 'neon', labels: [label('Step 1', 'Type your text'), label(' Title ', 'Your own neon', 2), label('description', ' Made by hand in Leeds. ', 3)] });
    expect(heading).toEqual({ title: 'Your own neon', description: 'Made by hand in Leeds.' });
  });

  it('says what kind of sign is designed without a title label, never the customiser’s internal name', () => {
    expect(designerHeading({ sign_category: 'neon', labels: [] })).toEqual({ title: 'Design your neon sign', description: null });
    expect(designerHeading({ sign_category: 'metal_channel_letter', labels: [label('title', '  ')] }).title).toBe('Design your metal letter sign');
    expect(designerHeading({ sign_category: 'lightbox', labels: [] }).title).toBe('Design your sign');
  });
});
