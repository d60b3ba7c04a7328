import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { parseAcrValues, XSRF_COOKIE_NAME, ZSignInFormSchema, type TLocaleCode } from '@portal/contracts';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC } from '../../plugins/route-access.ts';
import { requestOrigin, requestTenant } from '../../plugins/tenant-context.ts';
import { chooseLocale, IDENTITY_PAGE_CSP } from './identity-pages.ts';
import type { TIdentityService } from './identity.service.ts';
import { IDENTITY_ASSETS } from './identity-assets.ts';
import { FEDERATION_CALLBACK_PATH } from './federation.ts';
import { OIDC_PATH, SIGNIN_PATH, type TTenantProvider } from './oidc-provider.ts';

const FEDERATION_COOKIE = 'portal_federation';

const ZFederationStateSchema = z.object({
  uid: z.string().min(1).max(100),
  idp: z.string().min(1).max(64),
  state: z.string().min(1).max(200),
  verifier: z.string().min(1).max(200),
});

const ZFederationCallbackQuerySchema = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(500).optional(),
  error: z.string().max(200).optional(),
  iss: z.string().max(500).optional(),
});

const ZUidParamsSchema = z.object({
  uid: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/),
});
const ZSignInPageQuerySchema = z.object({ lang: z.string().max(16).optional() });

// provider.callback() composes Koa's middleware anew on each call: once per provider is enough.
const handlers = new WeakMap<TTenantProvider, ReturnType<TTenantProvider['callback']>>();
function handlerOf(provider: TTenantProvider): ReturnType<TTenantProvider['callback']> {
  let handler = handlers.get(provider);
  if (!handler) {
    handler = provider.callback();
    handlers.set(provider, handler);
  }
  return handler;
}

function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .code(status)
    .header('content-security-policy', IDENTITY_PAGE_CSP)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

/** Double-submit token: the same random value in a cookie and in the form. */
function isSameToken(cookie: string | undefined, field: string): boolean {
  if (!cookie) {
    return false;
  }
  const a = Buffer.from(cookie);
  const b = Buffer.from(field);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The OpenID provider (`/oidc/*`, one issuer per tenant origin) and the sign-in pages it sends
 * users to (`/signin/:uid`), rendered by the server in the tenant's language and name.
 */
export const identityRoutes: FastifyPluginAsyncZod<{ identity: TIdentityService; cookieSecret: string }> = async (
  app,
  { identity, cookieSecret },
) => {
  const { pages } = identity;
  // Only the identity pages use cookies (CSRF token, federation state): parse them here only.
  await app.register(cookie, { secret: cookieSecret });

  // The provider reads its own request bodies: nothing here may consume the stream first.
  await app.register(async (oidc) => {
    oidc.removeAllContentTypeParsers();
    oidc.addContentTypeParser('*', (_request, _payload, done) => done(null));
    oidc.route({
      method: ['GET', 'POST', 'OPTIONS'],
      url: `${OIDC_PATH}/*`,
      config: { access: PUBLIC },
      schema: { hide: true },
      handler: async (request, reply) => {
        const provider = await identity.providerFor(requestOrigin(request), requestTenant(request));
        reply.hijack();
        const raw = request.raw as IncomingMessage & { originalUrl?: string };
        // Our pipeline's headers (correlation id, security) apply to the provider's answers too.
        for (const [name, value] of Object.entries(reply.getHeaders())) {
          if (value !== undefined) {
            reply.raw.setHeader(name, value);
          }
        }
        reply.raw.setHeader('content-security-policy', IDENTITY_PAGE_CSP);
        // Mounted under /oidc: the provider sees its own paths and learns the mount from originalUrl.
        raw.originalUrl = raw.url;
        raw.url = (raw.url ?? '/').slice(OIDC_PATH.length) || '/';
        // Koa answers its own errors; the promise settles when the response is written.
        void handlerOf(provider)(raw, reply.raw);
      },
    });
  });

  for (const [name, asset] of Object.entries(IDENTITY_ASSETS)) {
    app.get(`/signin-assets/${name}`, { config: { access: PUBLIC }, schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=3600').type(asset.type).send(asset.body),
    );
  }

  await app.register(formbody, { bodyLimit: 16 * 1024 });

  async function renderSignIn(
    request: FastifyRequest,
    reply: FastifyReply,
    uid: string,
    options: { status: number; locale: TLocaleCode; email?: string; errorKey?: string },
  ) {
    const csrfToken = randomBytes(24).toString('base64url');
    reply.setCookie(XSRF_COOKIE_NAME, csrfToken, { path: SIGNIN_PATH, httpOnly: true, sameSite: 'lax' });
    const html = await pages.signIn({ tenant: requestTenant(request), uid, csrfToken, ...options });
    return sendPage(reply, options.status, html);
  }

  app.get(
    `${SIGNIN_PATH}/:uid`,
    {
      config: { access: PUBLIC },
      schema: { hide: true, params: ZUidParamsSchema, querystring: ZSignInPageQuerySchema },
    },
    async (request, reply) => {
      const tenant = requestTenant(request);
      const provider = await identity.providerFor(requestOrigin(request), tenant);
      const details = await provider.interactionDetails(request.raw, reply.raw).catch(() => undefined);
      if (!details || details.uid !== request.params.uid) {
        return sendPage(
          reply,
          400,
          await pages.error(tenant, chooseLocale(tenant, request.query.lang), 'signin.expired'),
        );
      }
      const params = details.params as { acr_values?: string; ui_locales?: string; login_hint?: string };
      const locale = chooseLocale(tenant, request.query.lang, params.ui_locales);
      const acr = parseAcrValues(params.acr_values);
      if (acr.tenant && acr.tenant !== tenant.tenantCode) {
        return sendPage(reply, 400, await pages.error(tenant, locale, 'signin.wrongTenant'));
      }
      if (acr.idp) {
        const federation = await identity
          .startFederation(tenant, acr.idp, request.params.uid, requestOrigin(request))
          .catch((error: unknown) => {
            request.log.warn({ err: error, idp: acr.idp }, 'external identity provider unavailable');
            return 'unavailable' as const;
          });
        if (federation === 'unavailable') {
          return sendPage(reply, 503, await pages.error(tenant, locale, 'signin.externalUnavailable'));
        }
        if (!federation) {
          return sendPage(reply, 400, await pages.error(tenant, locale, 'signin.externalFailed'));
        }
        reply.setCookie(FEDERATION_COOKIE, JSON.stringify(federation.state), {
          path: FEDERATION_CALLBACK_PATH,
          httpOnly: true,
          sameSite: 'lax',
          signed: true,
          maxAge: 10 * 60,
        });
        return reply.redirect(federation.url.href, 303);
      }
      return renderSignIn(request, reply, request.params.uid, { status: 200, locale, email: params.login_hint });
    },
  );

  app.post(
    `${SIGNIN_PATH}/:uid/login`,
    { config: { access: PUBLIC }, schema: { hide: true, params: ZUidParamsSchema } },
    async (request, reply) => {
      const tenant = requestTenant(request);
      const uid = request.params.uid;
      const form = ZSignInFormSchema.safeParse(request.body);
      const locale = chooseLocale(tenant, form.success ? form.data.lang : undefined);
      if (!form.success) {
        const email = (request.body as { email?: unknown } | undefined)?.email;
        return renderSignIn(request, reply, uid, {
          status: 400,
          locale,
          errorKey: 'signin.missingFields',
          email: typeof email === 'string' ? email.slice(0, 320) : undefined,
        });
      }
      const { email, password, _csrf: csrf } = form.data;
      if (!isSameToken(request.cookies[XSRF_COOKIE_NAME], csrf)) {
        return renderSignIn(request, reply, uid, { status: 403, locale, email, errorKey: 'signin.formExpired' });
      }
      const provider = await identity.providerFor(requestOrigin(request), tenant);
      const details = await provider.interactionDetails(request.raw, reply.raw).catch(() => undefined);
      if (!details || details.uid !== uid) {
        return sendPage(reply, 400, await pages.error(tenant, locale, 'signin.expired'));
      }
      const outcome = await identity.signIn(tenant, email, password, request.ip);
      if (outcome.kind === 'rate-limited') {
        reply.header('retry-after', String(outcome.retryAfterSeconds));
        return renderSignIn(request, reply, uid, { status: 429, locale, email, errorKey: 'signin.rateLimited' });
      }
      if (outcome.kind === 'invalid-credentials') {
        return renderSignIn(request, reply, uid, { status: 401, locale, email, errorKey: 'signin.invalidCredentials' });
      }
      reply.hijack();
      await provider.interactionFinished(
        request.raw,
        reply.raw,
        { login: { accountId: outcome.userCode, amr: ['pwd'] } },
        { mergeWithLastSubmission: false },
      );
      return reply;
    },
  );

  // The external provider sends the user back here; the signed cookie says which sign-in it was.
  app.get(
    FEDERATION_CALLBACK_PATH,
    { config: { access: PUBLIC }, schema: { hide: true, querystring: ZFederationCallbackQuerySchema } },
    async (request, reply) => {
      const tenant = requestTenant(request);
      const locale = chooseLocale(tenant);
      const fail = async (status: number) =>
        sendPage(reply, status, await pages.error(tenant, locale, 'signin.externalFailed'));
      const cookie = request.unsignCookie(request.cookies[FEDERATION_COOKIE] ?? '');
      reply.clearCookie(FEDERATION_COOKIE, { path: FEDERATION_CALLBACK_PATH });
      const parsed =
        cookie.valid && cookie.value ? ZFederationStateSchema.safeParse(JSON.parse(cookie.value)) : undefined;
      if (!parsed?.success || request.query.error) {
        return fail(400);
      }
      const callbackUrl = new URL(request.url, requestOrigin(request));
      const userCode = await identity.finishFederation(tenant, parsed.data, callbackUrl).catch((error: unknown) => {
        request.log.warn({ err: error }, 'federated sign-in failed');
        return undefined;
      });
      if (!userCode) {
        return fail(401);
      }
      const provider = await identity.providerFor(requestOrigin(request), tenant);
      const interaction = await provider.Interaction.find(parsed.data.uid);
      if (!interaction) {
        return sendPage(reply, 400, await pages.error(tenant, locale, 'signin.expired'));
      }
      interaction.result = { login: { accountId: userCode, amr: ['fed'] } };
      await interaction.save(interaction.exp - Math.floor(Date.now() / 1000));
      return reply.redirect(interaction.returnTo, 303);
    },
  );
};
