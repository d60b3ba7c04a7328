/*
 * A small, strict allow-list HTML sanitiser for tenant-authored content (policy texts) rendered as
 * HTML by the web app. It re-writes the input from scratch: only allow-listed tags are emitted, as
 * bare tags, except `a` with a checked `href` and `rel="noopener noreferrer"`. Everything else (other
 * tags and every attribute, comments, doctypes, and the content of script-like elements) is dropped;
 * text is escaped. Unbalanced tags are closed or dropped, so the output is well nested.
 *
 * Stop-gap: a vetted library (DOMPurify with jsdom, or sanitize-html) should replace it.
 */

const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'strong',
  'em',
  'b',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'a',
  'h2',
  'h3',
  'h4',
  'blockquote',
]);
const VOID_TAGS = new Set(['br']);
// Elements whose content is not text to show: dropped with everything inside.
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'textarea',
  'title',
  'xmp',
  'plaintext',
  'svg',
  'math',
  'select',
]);
const SAFE_HREF = /^(https?:\/\/|mailto:)/i;
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  colon: ':',
  sol: '/',
  tab: '\t',
  newline: '\n',
  nbsp: '\u00a0',
};
const ENTITY_IN_TEXT = /^&(#[0-9]{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});/i;

function escapeText(text: string): string {
  let out = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '<') {
      out += '&lt;';
    } else if (char === '>') {
      out += '&gt;';
    } else if (char === '&') {
      // A well-formed character reference renders as text, so it may stay; a bare & is escaped.
      out += ENTITY_IN_TEXT.test(text.slice(index, index + 40)) ? '&' : '&amp;';
    } else {
      out += char;
    }
  }
  return out;
}

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi, (match, body: string) => {
    if (body.startsWith('#')) {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? match;
  });
}

/** The href to keep (decoded), or undefined: only absolute http(s) and mailto URLs. */
function safeHref(raw: string): string | undefined {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:").
  // eslint-disable-next-line no-control-regex
  const value = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  return SAFE_HREF.test(value) ? value : undefined;
}

type TTag = { name: string; isClosing: boolean; attributes: Map<string, string>; end: number };

/** Reads a tag starting at `<` (quoted attribute values may hold `>`); undefined when unterminated. */
function readTag(html: string, start: number): TTag | undefined {
  const match = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)/.exec(html.slice(start, start + 64));
  if (!match) {
    return undefined;
  }
  const attributes = new Map<string, string>();
  let index = start + match[0].length;
  while (index < html.length) {
    const char = html[index] ?? '';
    if (char === '>') {
      return { name: (match[2] ?? '').toLowerCase(), isClosing: match[1] === '/', attributes, end: index + 1 };
    }
    if (/[\s/]/.test(char)) {
      index += 1;
      continue;
    }
    const nameMatch = /^[^\s/>=]+/.exec(html.slice(index, index + 256));
    const name = nameMatch?.[0] ?? char;
    index += name.length;
    while (/\s/.test(html[index] ?? '')) {
      index += 1;
    }
    let value = '';
    if (html[index] === '=') {
      index += 1;
      while (/\s/.test(html[index] ?? '')) {
        index += 1;
      }
      const quote = html[index];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, index + 1);
        if (close === -1) {
          return undefined;
        }
        value = html.slice(index + 1, close);
        index = close + 1;
      } else {
        const unquoted = /^[^\s>]*/.exec(html.slice(index))?.[0] ?? '';
        value = unquoted;
        index += unquoted.length;
      }
    }
    if (!attributes.has(name.toLowerCase())) {
      attributes.set(name.toLowerCase(), value);
    }
  }
  return undefined;
}

/** Where the content of a dropped element ends (after its closing tag), or the end of the input. */
function skipElementContent(html: string, from: number, name: string): number {
  const closing = new RegExp(`</${name}[\\s/>]`, 'i');
  const match = closing.exec(html.slice(from));
  if (!match) {
    return html.length;
  }
  const closeEnd = html.indexOf('>', from + match.index);
  return closeEnd === -1 ? html.length : closeEnd + 1;
}

/** Sanitises tenant-authored HTML to the allow-list above. */
export function sanitizeHtml(html: string): string {
  let out = '';
  const open: string[] = [];
  let index = 0;
  while (index < html.length) {
    const lt = html.indexOf('<', index);
    if (lt === -1) {
      out += escapeText(html.slice(index));
      break;
    }
    out += escapeText(html.slice(index, lt));
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      index = end === -1 ? html.length : end + 3;
      continue;
    }
    if (html[lt + 1] === '!' || html[lt + 1] === '?') {
      const end = html.indexOf('>', lt);
      index = end === -1 ? html.length : end + 1;
      continue;
    }
    const tag = readTag(html, lt);
    if (!tag) {
      // Not a tag ("a < b"), or an unterminated one: a stray `<` is text, an unterminated tag is dropped.
      if (/^<\/?[a-zA-Z]/.test(html.slice(lt, lt + 2))) {
        break;
      }
      out += '&lt;';
      index = lt + 1;
      continue;
    }
    index = tag.end;
    if (DROPPED_WITH_CONTENT.has(tag.name)) {
      if (!tag.isClosing) {
        index = skipElementContent(html, index, tag.name);
      }
      continue;
    }
    if (!ALLOWED_TAGS.has(tag.name)) {
      continue;
    }
    if (VOID_TAGS.has(tag.name)) {
      if (!tag.isClosing) {
        out += `<${tag.name}>`;
      }
      continue;
    }
    if (tag.isClosing) {
      const at = open.lastIndexOf(tag.name);
      if (at === -1) {
        continue;
      }
      while (open.length > at) {
        out += `</${open.pop() ?? ''}>`;
      }
      continue;
    }
    open.push(tag.name);
    if (tag.name === 'a') {
      const href = safeHref(tag.attributes.get('href') ?? '');
      out += href === undefined ? '<a>' : `<a href="${escapeAttribute(href)}" rel="noopener noreferrer">`;
    } else {
      out += `<${tag.name}>`;
    }
  }
  while (open.length > 0) {
    out += `</${open.pop() ?? ''}>`;
  }
  return out;
}
