import { injectable } from 'inversify';
import type { DOMPurify } from 'dompurify';
import type { JSDOM } from 'jsdom';
import type { ShapeSanitiser, Verified } from '../../application/ports';

interface Purifier {
  purify: DOMPurify;
  JSDOM: typeof JSDOM;
}

/**
 * DOMPurify with its SVG profile strips scripts, event handlers, foreign objects and external
 * references; what is left is kept inside the backboard and never published at a URL.
 */
@injectable()
export class DompurifyShapeSanitiser implements ShapeSanitiser {
  private purifier: Promise<Purifier> | undefined;

  async sanitise(bytes: Buffer): Promise<Verified<{ svg: string; widthUnits: number; heightUnits: number }>> {
    const source = bytes.toString('utf8');
    if (!/<svg[\s>]/i.test(source)) return { ok: false, failureCode: 'not_svg', detail: 'The file is not an SVG document.' };
    // A DOCTYPE is how entities (billion laughs) and external DTDs arrive; no drawn shape needs one.
    if (/<!DOCTYPE|<!ENTITY/i.test(source)) return { ok: false, failureCode: 'svg_doctype', detail: 'The SVG declares a DOCTYPE; send it without one.' };
    const { purify, JSDOM } = await (this.purifier ??= loadPurifier());
    const svg = purify.sanitize(source, { USE_PROFILES: { svg: true, svgFilters: true }, FORBID_TAGS: ['feImage', 'feimage'] });
    let root: Element | null;
    try {
      root = new JSDOM(svg, { contentType: 'image/svg+xml' }).window.document.documentElement;
    } catch {
      return { ok: false, failureCode: 'not_svg', detail: 'What is left after sanitising is not a well-formed SVG document.' };
    }
    if (!root || root.nodeName.toLowerCase() !== 'svg') return { ok: false, failureCode: 'not_svg', detail: 'Nothing of an SVG document is left after sanitising.' };
    const box = (root.getAttribute('viewBox') ?? '').trim().split(/[\s,]+/).map(Number);
    const width = box.length === 4 && box[2]! > 0 ? box[2]! : Number.parseFloat(root.getAttribute('width') ?? '');
    const height = box.length === 4 && box[3]! > 0 ? box[3]! : Number.parseFloat(root.getAttribute('height') ?? '');
    if (!(width > 0 && height > 0)) {
      return { ok: false, failureCode: 'svg_without_dimensions', detail: 'The SVG has neither a viewBox nor a width and height to measure.' };
    }
    if (root.querySelectorAll('path, rect, circle, ellipse, polygon, polyline, line').length === 0) {
      return { ok: false, failureCode: 'svg_without_shape', detail: 'The SVG draws no shape.' };
    }
    return { ok: true, value: { svg, widthUnits: width, heightUnits: height } };
  }
}

/**
 * jsdom is the heaviest module the service has (most of a second to load): loaded on the first shape,
 * not by every process that starts, admin commands included.
 */
async function loadPurifier(): Promise<Purifier> {
  const [{ default: createDOMPurify }, { JSDOM }] = await Promise.all([import('dompurify'), import('jsdom')]);
  const window = new JSDOM('').window;
  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  keepReferencesInside(purify);
  return { purify, JSDOM };
}

const LINK_ATTRIBUTES = new Set(['href', 'xlink:href']);
const IMPORT = /@import[^;]*;?/gi;
const OUTSIDE_URL = /url\(\s*(?!['"]?\s*#)[^)]*\)/gi;

/** A shape may point into itself (`#gradient`) only: links, `url(…)` and `@import` reaching outside it are dropped. */
function keepReferencesInside(purify: DOMPurify): void {
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    if (LINK_ATTRIBUTES.has(data.attrName.toLowerCase()) && !data.attrValue.trim().startsWith('#')) data.keepAttr = false;
    else if (/url\(|@import/i.test(data.attrValue)) data.attrValue = withoutOutsideReferences(data.attrValue);
  });
  purify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'style' && node.textContent) node.textContent = withoutOutsideReferences(node.textContent);
  });
}

function withoutOutsideReferences(css: string): string {
  return css.replace(IMPORT, '').replace(OUTSIDE_URL, 'none');
}
