import { renderInlineMarkdown, renderMarkdown, slug } from './markdown';

describe('markdown of the documentation site', () => {
  it('shows raw HTML as text and drops comments', () => {
    expect(renderInlineMarkdown('Send `Authorization: Bearer <API_KEY>` or Bearer <API_KEY>')).toBe('Send <code>Authorization: Bearer &lt;API_KEY&gt;</code> or Bearer &#60;API_KEY&#62;');
    expect(renderMarkdown('<script>alert(1)</script>\n\ntext')).not.toContain('<script>');
    expect(renderMarkdown('<!-- receiver: node-crypto -->\n```js\nx\n```')).not.toContain('receiver');
  });

  it('anchors headings and keeps only the text of links into the repository', () => {
    expect(renderMarkdown('## The signature')).toBe('<h2 id="the-signature">The signature</h2>\n');
    expect(renderMarkdown('[0009](decisions/0009-webhook-signing.md) and [spec](https://www.standardwebhooks.com) and [up](/help)')).toBe(
      '<p>0009 and <a href="https://www.standardwebhooks.com">spec</a> and <a href="/help">up</a></p>\n',
    );
    expect(renderInlineMarkdown('[x](javascript:alert(1))')).toBe('x');
    expect(slug('Rotating a <code>secret</code>')).toBe('rotating-a-secret');
  });
});
