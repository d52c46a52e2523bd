/** Escapes text for HTML content and attribute values: the one escaping every page and HTML fragment uses. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
