import type { DesignPreviews, KeptPreview } from '../application/ports';

/** Kept preview drawings in memory by path, each at a URL of its own. */
export class InMemoryDesignPreviews implements DesignPreviews {
  readonly kept = new Map<string, string>();

  async keep(svg: string): Promise<KeptPreview> {
    const name = `preview-${this.kept.size + 1}.svg`;
    const path = `design-previews/${name}`;
    this.kept.set(path, svg);
    return { url: `https://api.signs.example/storefront/v1/${path}`, path };
  }
}
