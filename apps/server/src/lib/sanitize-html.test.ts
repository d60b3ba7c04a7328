import { describe, expect, it } from 'vitest';
import { sanitizeHtml as sanitizeFor } from './sanitize-html.ts';

const TENANT = 'acme';
const MEDIA_ID = '0b5e4a3c-1d2e-4f00-8a9b-1234567890ab';

function sanitizeHtml(html: string): string {
  return sanitizeFor(html, TENANT);
}

describe('sanitizeHtml', () => {
  it('keeps the allow-listed tags, without their attributes', () => {
    expect(
      sanitizeHtml(
        '<h2 class="x">Terms</h2><p style="color:red">One <strong>two</strong> <em>three</em> <b>b</b> <i>i</i> <u>u</u><br/>line</p>' +
          '<ul><li>a</li></ul><ol><li>b</li></ol><h3>h3</h3><h4>h4</h4><blockquote>q</blockquote>',
      ),
    ).toBe(
      '<h2>Terms</h2><p>One <strong>two</strong> <em>three</em> <b>b</b> <i>i</i> <u>u</u><br />line</p>' +
        '<ul><li>a</li></ul><ol><li>b</li></ol><h3>h3</h3><h4>h4</h4><blockquote>q</blockquote>',
    );
  });

  it('keeps http, https and mailto links, target=_blank only, and adds rel=noopener', () => {
    expect(sanitizeHtml('<a href="https://acme.example/x?a=1&amp;b=2" target="_blank" onclick="x()">x</a>')).toBe(
      '<a href="https://acme.example/x?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="https://acme.example" target="_parent" rel="opener">x</a>')).toBe(
      '<a href="https://acme.example" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml("<a href='mailto:help@acme.test'>mail</a>")).toBe(
      '<a href="mailto:help@acme.test" rel="noopener noreferrer">mail</a>',
    );
    expect(sanitizeHtml('<a href=http://acme.example>x</a>')).toBe(
      '<a href="http://acme.example" rel="noopener noreferrer">x</a>',
    );
  });

  it('drops other hrefs: javascript (however encoded), data, relative', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java&#x09;script:alert(1)',
      '&#106;avascript:alert(1)',
      '&#x6A;avascript:alert(1)',
      'javascript&colon;alert(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
      '/relative',
      '//evil.example',
    ]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
    }
  });

  it('removes script and style with their content, and comments', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><style>p{}</style><!-- <script>x</script> -->b')).toBe(
      '<p>a</p>b',
    );
    expect(sanitizeHtml('<SCRIPT type="text/javascript">alert("x")</SCRIPT >ok')).toBe('ok');
    expect(sanitizeHtml('<script>never closed')).toBe('');
  });

  it('neutralises classic XSS payloads', () => {
    const payloads = [
      '<img src=x onerror=alert(1)>',
      '<svg onload=alert(1)><script>alert(1)</script></svg>',
      '<iframe src="javascript:alert(1)"></iframe>',
      '<body onload=alert(1)>',
      '<p onmouseover="alert(1)">x</p>',
      '<a href="javascript:alert(1)">x</a>',
      '<scr<script>ipt>alert(1)</script>',
      '<<script>script>alert(1)<</script>/script>',
      '<img src="x" alt=">" onerror="alert(1)">',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
      '<object data="javascript:alert(1)">',
      '<embed src="data:text/html,<script>alert(1)</script>">',
      '<form action="javascript:alert(1)"><button>x</button></form>',
      '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
      '<base href="javascript:alert(1)//">',
      '<div style="background:url(javascript:alert(1))">x</div>',
      '"><script>alert(1)</script>',
      '<a href="https://ok.example" onclick="alert(1)">x</a>',
      '<!--><script>alert(1)</script>-->',
      '<![CDATA[<script>alert(1)</script>]]>',
      '<p title="</p><script>alert(1)</script>">x</p>',
      '<details open ontoggle=alert(1)>',
      '<a href="https://x.example" style="x" ',
    ];
    for (const payload of payloads) {
      const clean = sanitizeHtml(payload);
      expect(clean, payload).not.toMatch(
        /<(script|img|svg|iframe|body|object|embed|form|meta|base|div|details|style)/i,
      );
      expect(clean, payload).not.toMatch(/\son[a-z]+\s*=/i);
      expect(clean, payload).not.toMatch(/(href|src|action)="(?!https?:|mailto:)/i);
      // Nothing outside a tag may form a new tag.
      expect(
        clean.replace(
          /<\/?(p|br|strong|em|b|i|u|ul|ol|li|h2|h3|h4|blockquote)>|<a( href="[^"]*"( target="_blank")? rel="noopener noreferrer")?>|<\/a>/g,
          '',
        ),
        payload,
      ).not.toContain('<');
    }
  });

  it('escapes text; character references come out as the characters they stand for', () => {
    expect(sanitizeHtml('a < b && c > d &eacute; &#233; &nbsp;')).toBe('a &lt; b &amp;&amp; c &gt; d é é \u00a0');
  });

  it('closes what is left open and drops stray closing tags', () => {
    expect(sanitizeHtml('<p><strong>bold</p></li>after')).toBe('<p><strong>bold</strong></p>after');
    expect(sanitizeHtml('<ul><li>one')).toBe('<ul><li>one</li></ul>');
  });

  it('reads well-formed HTML5 as a browser does: implied end tags are closed where they belong', () => {
    expect(sanitizeHtml('<ul><li>a<li>b</ul>')).toBe('<ul><li>a</li><li>b</li></ul>');
    expect(sanitizeHtml('<p>one<p>two')).toBe('<p>one</p><p>two</p>');
    expect(sanitizeHtml('<table><tr><th scope="col">A<th>B<tr><td colspan="2">c</table>')).toBe(
      '<table><tr><th scope="col">A</th><th>B</th></tr><tr><td colspan="2">c</td></tr></table>',
    );
  });

  it('keeps more headings, tables and code, without their attributes', () => {
    expect(
      sanitizeHtml(
        '<h5 id="x">five</h5><h6>six</h6><hr><pre><code class="js">a &lt; b</code></pre><s>gone</s>' +
          '<table class="t"><caption>Plan</caption><thead><tr><th>Day</th></tr></thead><tbody><tr><td>Mon</td></tr></tbody></table>',
      ),
    ).toBe(
      '<h5>five</h5><h6>six</h6><hr /><pre><code>a &lt; b</code></pre><s>gone</s>' +
        '<table><caption>Plan</caption><thead><tr><th>Day</th></tr></thead><tbody><tr><td>Mon</td></tr></tbody></table>',
    );
  });

  it("keeps images of the tenant's own media, root-relative, and drops every other image", () => {
    expect(sanitizeHtml(`<img src="/image/${MEDIA_ID}?tenant=acme&v=3" alt="Logo" width="120" onerror="x()">`)).toBe(
      `<img src="/image/${MEDIA_ID}?tenant=acme&amp;v=3" alt="Logo" width="120" />`,
    );
    // Copied from a CDN or the portal's own address: kept, loaded from the portal that shows it.
    expect(
      sanitizeHtml(`<img src="https://cdn.acme.example/image/blob/${MEDIA_ID.toUpperCase()}?tenant=acme&w=200&h=100">`),
    ).toBe(`<img src="/image/blob/${MEDIA_ID}?tenant=acme&amp;w=200&amp;h=100" alt="" />`);
    for (const src of [
      'https://tracker.example/pixel.png',
      `/image/${MEDIA_ID}?tenant=globex`,
      `/image/${MEDIA_ID}`,
      `/image/${MEDIA_ID}?tenant=acme&onerror=x`,
      `/image/${MEDIA_ID}/../../api/user?tenant=acme`,
      `/media/stream/${MEDIA_ID}?tenant=acme`,
      `javascript:alert(1)//image/${MEDIA_ID}?tenant=acme`,
      `data:image/png;base64,iVBORw0KGgo=`,
    ]) {
      expect(sanitizeHtml(`<p>a<img src="${src}" alt="x">b</p>`), src).toBe('<p>ab</p>');
    }
  });
});
