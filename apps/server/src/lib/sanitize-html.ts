import sanitize from 'sanitize-html';

/*
 * The one allow-list for HTML that people write and the portal stores (notification descriptions,
 * policies, resource and user-asset descriptions), applied by `sanitize-html` (htmlparser2): a
 * vetted library reads the HTML as a browser would, closes what HTML5 closes implicitly, and
 * decodes entities before any URL is checked. The web app sanitizes again when it renders.
 */

/** The tags people may write: headings, text, emphasis, lists, links, tables and images. */
const RICH_TEXT_TAGS = [
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'blockquote',
  'pre',
  'code',
  'strong',
  'em',
  'b',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'ul',
  'ol',
  'li',
  'a',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'img',
] as const;

// Whatever these hold is not text to show: dropped with their content (sanitize-html keeps the
// text of other refused tags).
const DROPPED_WITH_CONTENT = [
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
  'option',
  'title',
  'xmp',
  'plaintext',
  'svg',
  'math',
  'select',
];

// Absolute http(s) and mailto links only: relative ones would resolve against whichever host shows them.
const SAFE_HREF = /^(https?:\/\/|mailto:)/i;
const MEDIA_ID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
// The portal's public image URLs (packages/contracts media-urls): `/image/{id}` and `/image/blob/{id}`.
const IMAGE_PATH = new RegExp(`^/image/(blob/)?${MEDIA_ID}$`, 'i');
const IMAGE_QUERY = { tenant: /^.+$/, v: /^[\w.-]{1,64}$/, w: /^\d{1,4}$/, h: /^\d{1,4}$/ } as const;
const DIMENSION = /^\d{1,4}$/;

/** The href to keep, or undefined (the value arrives with its entities decoded). */
function safeHref(raw: string | undefined): string | undefined {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:").
  // eslint-disable-next-line no-control-regex
  const value = (raw ?? '').replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  return SAFE_HREF.test(value) ? value : undefined;
}

/**
 * The image URL to keep, root-relative, or undefined: only a public image of the tenant's own
 * media. The origin is dropped, so the image is always loaded from the portal that shows the page
 * (never a third party that could track readers), whichever CDN or host the author copied it from.
 */
function tenantImageSrc(raw: string | undefined, tenantCode: string): string | undefined {
  let url: URL;
  try {
    url = new URL((raw ?? '').trim(), 'http://portal.invalid');
  } catch {
    return undefined;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !IMAGE_PATH.test(url.pathname)) {
    return undefined;
  }
  if (url.searchParams.get('tenant') !== tenantCode) {
    return undefined;
  }
  const query = new URLSearchParams();
  for (const [name, value] of url.searchParams) {
    const pattern = IMAGE_QUERY[name as keyof typeof IMAGE_QUERY] as RegExp | undefined;
    if (!pattern?.test(value) || query.has(name)) {
      return undefined;
    }
    query.set(name, value);
  }
  return `${url.pathname.toLowerCase()}?${query.toString()}`;
}

function optionsFor(tenantCode: string): sanitize.IOptions {
  return {
    allowedTags: [...RICH_TEXT_TAGS],
    allowedAttributes: {
      a: ['href', 'rel', 'target'],
      img: ['src', 'alt', 'width', 'height'],
      ol: ['start'],
      th: ['colspan', 'rowspan', 'scope'],
      td: ['colspan', 'rowspan'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowProtocolRelative: false,
    nonTextTags: DROPPED_WITH_CONTENT,
    transformTags: {
      a: (tagName, attribs) => {
        const href = safeHref(attribs.href);
        if (href === undefined) {
          return { tagName, attribs: {} };
        }
        // Whatever the link opens cannot reach back to the portal's window nor learn the page.
        return {
          tagName,
          attribs: { href, ...(attribs.target === '_blank' ? { target: '_blank' } : {}), rel: 'noopener noreferrer' },
        };
      },
      img: (tagName, attribs) => {
        const src = tenantImageSrc(attribs.src, tenantCode);
        if (src === undefined) {
          return { tagName, attribs: {} };
        }
        const kept: Record<string, string> = { src, alt: attribs.alt ?? '' };
        for (const name of ['width', 'height']) {
          const value = attribs[name];
          if (value !== undefined && DIMENSION.test(value)) {
            kept[name] = value;
          }
        }
        return { tagName, attribs: kept };
      },
    },
    // An image whose source was refused is dropped whole, not left as an empty <img>.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  };
}

/**
 * Sanitises HTML a person wrote to the portal's one allow-list (`RICH_TEXT_TAGS`): links
 * to http(s) and mailto only (with `rel="noopener noreferrer"`, `target="_blank"` kept), images
 * only from the tenant's own media, no other attribute, no script, style or comment. The result
 * is well-formed HTML, as a browser reads the input.
 */
export function sanitizeHtml(html: string, tenantCode: string): string {
  return sanitize(html, optionsFor(tenantCode));
}
