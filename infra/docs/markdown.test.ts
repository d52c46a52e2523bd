import { renderInlineMarkdown, renderMarkdown, slug } from './markdown';

describe('markdown of the documentation site', () => {
  it('shows raw HTML as text and drops comments', () => {
    // `<API_KEY>` is no tag name (marked 18 follows CommonMark there), so it is text, escaped as text.
    expect(renderInlineMarkdown('Send `Authorization: Bearer <API_KEY>` or Bearer <API_KEY>')).toBe('Send <code>Authorization: Bearer &lt;API_KEY&gt;</code> or Bearer &lt;API_KEY&gt;');
    expect(renderInlineMarkdown('a <b onclick="x()">bold</b> word')).toBe('a &#60;b onclick=&#34;x()&#34;&#62;bold&#60;/b&#62; word');
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
