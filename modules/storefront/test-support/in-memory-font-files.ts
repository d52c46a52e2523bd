import type { FontFiles } from '../application/ports';

/** Attached font files by the URL the configuration publishes them at, in memory; counts the reads. */
export class InMemoryFontFiles implements FontFiles {
  readonly files = new Map<string, Buffer>();
  reads = 0;

  add(ttfUrl: string, bytes = Buffer.from(`font at ${ttfUrl}`)): this {
    this.files.set(ttfUrl, bytes);
    return this;
  }

  async bytes(ttfUrl: string): Promise<Buffer | undefined> {
    this.reads += 1;
    return this.files.get(ttfUrl);
  }
}
