/**
 * A client's name is the one thing a stranger writes that the consent and Connections pages show a
 * person. Control characters, and the bidirectional formatting characters that reorder what follows
 * them ("Trojan Source", CVE-2021-42574: U+202E makes `moc.elgoog` read as `google.com`), could make it
 * read as another name, so registration refuses them and the pages drop any a stored name still holds.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is looked for
const UNDISPLAYABLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/** Why a name cannot be registered, or undefined. */
export function clientNameRefusal(name: string): string | undefined {
  return new RegExp(UNDISPLAYABLE.source, 'u').test(name) ? 'holds a control character or a bidirectional formatting character' : undefined;
}

/** The name as a page shows it: without the characters registration now refuses. */
export function displayedClientName(name: string): string {
  return name.replace(UNDISPLAYABLE, '');
}
