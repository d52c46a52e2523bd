import { Marked, type Tokens } from 'marked';
import { escapeHtml } from './help-page';

/** A heading's anchor: its text in lower case, words joined by hyphens. */
export function slug(text: string): string {
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/&#?\w+;/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Links that lead somewhere from a page of the site; a path relative to the repository does not. */
const REACHABLE = /^(https?:\/\/|mailto:|\/|#)/i;

/**
 * Markdown as the site renders it. Raw HTML in a source is shown as text, never interpreted (comments
 * are dropped): the guides are Markdown, and an API description such as `Bearer <API_KEY>` must read as
 * written. Headings get anchors; links into the repository (`decisions/….md`) keep only their text.
 */
const markdown = new Marked({
  gfm: true,
  renderer: {
    html(token: Tokens.HTML | Tokens.Tag): string {
      return /^\s*<!--[\s\S]*-->\s*$/.test(token.text) ? '' : escapeHtml(token.text);
    },
    heading(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, token: Tokens.Heading): string {
      const text = this.parser.parseInline(token.tokens);
      return `<h${token.depth} id="${escapeHtml(slug(text))}">${text}</h${token.depth}>\n`;
    },
    link(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, token: Tokens.Link): string {
      const text = this.parser.parseInline(token.tokens);
      if (!REACHABLE.test(token.href)) return text;
      return `<a href="${escapeHtml(token.href)}"${token.title ? ` title="${escapeHtml(token.title)}"` : ''}>${text}</a>`;
    },
  },
});

export function renderMarkdown(source: string): string {
  return markdown.parse(source, { async: false });
}

export function renderInlineMarkdown(source: string): string {
  return markdown.parseInline(source, { async: false });
}
