import type { DesignPreviews } from '../application/ports';

/** Kept preview drawings in memory, each at a URL of its own. */
export class InMemoryDesignPreviews implements DesignPreviews {
  readonly kept = new Map<string, string>();

  async keep(svg: string): Promise<string> {
    const url = `https://api.signs.example/storefront/v1/design-previews/preview-${this.kept.size + 1}.svg`;
    this.kept.set(url, svg);
    return url;
  }
}
