import { describe, expect, it } from 'vitest';
import { renderBrandedEmailHtml } from './branding-email.ts';

const email = {
  locale: 'en' as const,
  tenantName: 'Acme <Corp>',
  origin: 'http://acme.localhost:3000',
  heading: 'You are invited',
  text: 'Set your password.',
  action: { label: 'Set my password', href: 'http://acme.localhost:3000/invitation/abc?x=1&y=2' },
};

describe('renderBrandedEmailHtml', () => {
  it("wears the tenant's colour on its button and its logo, on the portal's origin", () => {
    const html = renderBrandedEmailHtml(
      { brandColor: '#b4391c', logoMediaId: 'id', logoUrl: '/image/id?tenant=acme&v=1' },
      email,
    );
    expect(html).toContain('background:#b4391c;color:#ffffff');
    expect(html).toContain('src="http://acme.localhost:3000/image/id?tenant=acme&amp;v=1"');
    expect(html).toContain('alt="Acme &lt;Corp&gt;"');
    expect(html).toContain('href="http://acme.localhost:3000/invitation/abc?x=1&amp;y=2"');
  });

  it('keeps white text readable on a colour stored before the check, and names the tenant without a logo', () => {
    const html = renderBrandedEmailHtml({ brandColor: '#ffcc00', logoMediaId: null, logoUrl: null }, email);
    expect(html).not.toContain('#ffcc00');
    expect(html).toMatch(/background:#[0-9a-f]{6};color:#ffffff/);
    expect(html).toContain('Acme &lt;Corp&gt;</p>');
    expect(renderBrandedEmailHtml({ brandColor: null, logoMediaId: null, logoUrl: null }, email)).toContain(
      'background:#1d5fa8',
    );
  });
});
