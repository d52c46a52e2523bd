import { DompurifyShapeSanitiser } from './dompurify-shape-sanitiser';

const sanitiser = new DompurifyShapeSanitiser();
const sanitised = async (svg: string) => {
  const result = await sanitiser.sanitise(Buffer.from(svg));
  if (!result.ok) throw new Error(`refused: ${result.failureCode}`);
  return result.value.svg;
};
const shape = (inner: string) => `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">${inner}<path d="M0 0h10v10H0z"/></svg>`;

describe('sanitising a backboard shape', () => {
  it('refuses an SVG with a DOCTYPE (entities, billion laughs) as a verification failure', async () => {
    const laughs = '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>' + shape('<text>&b;</text>');
    await expect(sanitiser.sanitise(Buffer.from(laughs))).resolves.toMatchObject({ ok: false, failureCode: 'svg_doctype' });
    await expect(sanitiser.sanitise(Buffer.from(`<!doctype svg>${shape('')}`))).resolves.toMatchObject({ ok: false, failureCode: 'svg_doctype' });
  });

  it('drops links and images reaching outside the shape, keeping references into it', async () => {
    const svg = await sanitised(shape('<defs><linearGradient id="g"/></defs><image href="https://tracker.example/a.png"/><image xlink:href="http://tracker.example/b.png"/><a href="#g"><circle r="1"/></a><a href="https://evil.example/"><rect width="1" height="1"/></a>'));
    expect(svg).not.toMatch(/tracker\.example|evil\.example/);
    expect(svg).toContain('href="#g"');
  });

  it('removes url(http…) and @import from style attributes, presentation attributes and <style>, and feImage', async () => {
    const svg = await sanitised(shape(
      '<style>@import url("https://evil.example/a.css"); path { fill: url(http://evil.example/p.svg#x) } rect { fill: url(#g) }</style>' +
      '<rect width="1" height="1" style="fill: url(https://evil.example/s.svg#y)" fill="url(http://evil.example/f.svg#z)"/>' +
      '<filter id="f"><feImage href="https://evil.example/i.png"/></filter>',
    ));
    expect(svg).not.toMatch(/evil\.example|@import|feImage/i);
    expect(svg).toContain('url(#g)');
  });
});
