/** Text, or its UTF-8 bytes where they are kept ready to be sent. */
type Chunk = string | Buffer;

/**
 * A value already serialised as JSON, answered as it is: a large document kept as text where it is
 * stored need not be parsed only to be serialised again. The text must be one JSON value; whoever makes
 * one vouches for that. It is held as the chunks it was built from, so that splicing a large member into
 * an envelope copies it once, when the answer's bytes are made. Where it has to become a value again (an
 * idempotency record is stringified whole), `toJSON` parses it, so it serialises inside any other value
 * as the value it holds.
 */
export class JsonText {
  private readonly chunks: readonly Chunk[];

  constructor(text: Chunk | readonly Chunk[]) {
    this.chunks = typeof text === 'string' || Buffer.isBuffer(text) ? [text] : text;
  }

  /** An object's members, each a value or text already serialised, in the order given. */
  static object(members: readonly (readonly [string, unknown])[]): JsonText {
    const chunks: Chunk[] = [];
    let pending = '{';
    for (const [name, value] of members) {
      if (value === undefined) continue;
      pending += `${pending === '{' ? '' : ','}${JSON.stringify(name)}:`;
      if (!(value instanceof JsonText)) {
        pending += JSON.stringify(value);
        continue;
      }
      // Small chunks are joined as text; a large one is kept as it is, to be copied once into the bytes.
      for (const chunk of value.chunks) {
        if (typeof chunk === 'string' && chunk.length < 4096) pending += chunk;
        else {
          chunks.push(pending, chunk);
          pending = '';
        }
      }
    }
    chunks.push(`${pending}}`);
    return new JsonText(chunks);
  }

  /** This object's text with one more member at its end (the text must be a JSON object's). */
  withMember(name: string, value: unknown): JsonText {
    const last = this.chunks.at(-1)!;
    const tail = typeof last === 'string' ? last : last.toString('utf8');
    if (!tail.endsWith('}')) throw new Error('JsonText.withMember: not an object');
    const empty = this.chunks.length === 1 && /^\{\s*\}$/.test(tail);
    const member = `${empty ? '' : ','}${JSON.stringify(name)}:${JSON.stringify(value)}}`;
    return new JsonText([...this.chunks.slice(0, -1), `${tail.slice(0, -1)}${member}`]);
  }

  get text(): string {
    return this.chunks.map((chunk) => (typeof chunk === 'string' ? chunk : chunk.toString('utf8'))).join('');
  }

  /** The UTF-8 bytes of the text, as an answer sends them. */
  bytes(): Buffer {
    return Buffer.concat(this.chunks.map((chunk) => (typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk)));
  }

  /** Feeds the text's bytes, chunk by chunk, to `write` (a hash), without joining them first. */
  writeTo(write: (chunk: Chunk) => void): void {
    for (const chunk of this.chunks) write(chunk);
  }

  toJSON(): unknown {
    return JSON.parse(this.text);
  }
}
