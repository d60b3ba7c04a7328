import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet decides the security headers. For our configuration they are the same on every response,
 * so they are computed once at start-up and applied with one synchronous assignment per request:
 * Helmet's own per-request middleware cost a fifth of the hot configuration call.
 */
export function computeHelmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/** JSON answers load nothing and are never framed; the document-only headers are left out. */
// HSTS is left to the TLS terminator: the portal runs on plain http on developer machines.
export const API_SECURITY_HEADERS = computeHelmetHeaders({
  strictTransportSecurity: false,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"] },
  },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
  xFrameOptions: { action: 'deny' },
});

/** Helmet's full set for the web app's document; its CSP is added per response (it carries a nonce). */
export const DOCUMENT_SECURITY_HEADERS = computeHelmetHeaders({
  strictTransportSecurity: false,
  contentSecurityPolicy: false,
  xFrameOptions: { action: 'deny' },
});

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

/** Every response starts with the API headers; the web app's document replaces them (web-app.ts). */
export const securityHeadersPlugin = fp(
  (app, _options, done) => {
    app.addHook('onRequest', (_request, reply, next) => {
      reply.headers(API_SECURITY_HEADERS);
      next();
    });
    done();
  },
  { name: 'security-headers' },
);
