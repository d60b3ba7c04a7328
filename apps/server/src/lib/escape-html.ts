const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text made safe inside HTML the server writes itself (element content and quoted attribute
 * values): the identity pages, the export-ready notification. Not a sanitiser: rich text from
 * people goes through `sanitize-html.ts`.
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}
