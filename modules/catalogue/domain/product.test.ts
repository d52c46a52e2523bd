import { artworkUrlProblem } from '../../../shared-kernel/validation/artwork-url';
import { compatibilityProjection, type Product } from './product';

describe('products', () => {
  it('takes artwork only as credential-free HTTPS URLs of at most 255 characters', () => {
    expect(artworkUrlProblem('https://cdn.example/a.png')).toBeUndefined();
    expect(artworkUrlProblem('http://cdn.example/a.png')).toMatch(/https/);
    expect(artworkUrlProblem('https://u:p@cdn.example/a.png')).toMatch(/credentials/);
    expect(artworkUrlProblem(`https://cdn.example/${'a'.repeat(236)}`)).toMatch(/255/);
    expect(artworkUrlProblem('not a url')).toBeDefined();
  });

  it('projects a product into the flat shape manufacturer emails read', () => {
    const product = {
      id: 7, title: 'Neon', priceAmount: 100, currency: 'EUR', widthCm: 60, heightCm: null, lengthCm: 2,
      customisations: [{ key: 'font', label: 'Font', value: 'Script' }, { key: 'colour', label: 'Colour', value: 'Pink' }],
      artwork: { svg_url: 'https://cdn.example/a.svg' },
    } as unknown as Product;
    expect(compatibilityProjection(product)).toEqual({
      product_id: 7, name: 'Neon', price: 100, currency: 'EUR', dimensions: '60 x - x 2 cm', options: 'Font: Script\nColour: Pink', files: ['https://cdn.example/a.svg'],
    });
  });
});
