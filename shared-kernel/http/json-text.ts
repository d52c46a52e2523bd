/**
 * A value already serialised as JSON text, answered as it is: a large document kept as text where it is
 * stored need not be parsed only to be serialised again. The text must be one JSON value; whoever makes
 * one vouches for that. Where it has to become a value again (an idempotency record is stringified
 * whole), `toJSON` parses it, so it serialises inside any other value as the value it holds.
 */
export class JsonText {
  constructor(readonly text: string) {}

  /** An object's members, each a value or text already serialised, in the order given. */
  static object(members: readonly (readonly [string, unknown])[]): JsonText {
    const parts = members.filter(([, value]) => value !== undefined).map(([name, value]) => `${JSON.stringify(name)}:${JsonText.of(value)}`);
    return new JsonText(`{${parts.join(',')}}`);
  }

  /** The JSON text of a value, or the text itself where it is one. */
  static of(value: unknown): string {
    return value instanceof JsonText ? value.text : JSON.stringify(value);
  }

  toJSON(): unknown {
    return JSON.parse(this.text);
  }
}
