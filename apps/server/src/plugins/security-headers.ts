import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/** JSON answers never load anything; the web app's own page sets its CSP (see web-app.ts). */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/** The CSP of the web app: scripts only from us, styles only from us or with this response's nonce. */
export function webAppContentSecurityPolicy(styleNonce: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${styleNonce}'`,
    // Components position things with style attributes; attributes cannot carry script.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Helmet's headers everywhere, with the CSP chosen per response kind instead of Helmet's default. */
export const securityHeadersPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: false,
      // The portal runs on plain http on developer machines; HSTS is set by the TLS terminator.
      strictTransportSecurity: false,
    });
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('content-security-policy', API_CONTENT_SECURITY_POLICY);
    });
  },
  { name: 'security-headers' },
);
