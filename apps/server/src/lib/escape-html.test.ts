import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html.ts';

describe('escapeHtml', () => {
  it('escapes the five characters that end text or an attribute, and leaves the rest', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jérôme</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jérôme&lt;/a&gt;',
    );
    expect(escapeHtml('plain text, 100 %')).toBe('plain text, 100 %');
  });
});
