import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  InvitationValidation,
  SignInValidation,
  SUPPORTED_LOCALES,
  XSRF_COOKIE_NAME,
  type TLocaleCode,
  type TPasswordConfig,
  type TPasswordProblem,
} from '@portal/contracts';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { createRateLimiter, type TRateLimit } from '../../lib/rate-limiter.ts';
import { PUBLIC } from '../../plugins/route-access.ts';
import { requestTenant } from '../../plugins/tenant-context.ts';
import type { TResolvedTenant } from '../tenant/tenant.service.ts';
import type { TInvitationRefusal, TInvitationsService } from '../people-admin/invitations.service.ts';
import { chooseLocale, IDENTITY_PAGE_CSP, type TIdentityPages } from './identity-pages.ts';

/** Set-password attempts per address and tenant (each hashes a password): as many as sign-in's. */
export const INVITATION_ATTEMPT_LIMIT: TRateLimit = { limit: 30, windowSeconds: 15 * 60 };

const INVITATION_PATH = '/invitation';

const ZTokenParamsSchema = z.object({ token: z.string().regex(InvitationValidation.tokenPattern) });
const ZPageQuerySchema = z.object({ lang: z.string().max(16).optional() });
const ZSetPasswordFormSchema = z.object({
  _csrf: z.string().min(1).max(200),
  password: z.string().min(1).max(SignInValidation.maxPasswordLength),
  confirm: z.string().max(SignInValidation.maxPasswordLength),
  lang: z.enum(SUPPORTED_LOCALES).optional(),
});

const RULE_KEYS: Record<TPasswordProblem, string> = {
  too_short: 'profile.password.rule.tooShort',
  too_long: 'profile.password.rule.tooLong',
  needs_uppercase: 'profile.password.rule.needsUppercase',
  needs_lowercase: 'profile.password.rule.needsLowercase',
  needs_digit: 'profile.password.rule.needsDigit',
  needs_special: 'profile.password.rule.needsSpecial',
};

const REFUSALS: Record<TInvitationRefusal, { status: number; key: string }> = {
  unknown: { status: 404, key: 'invitation.refused.unknown' },
  expired: { status: 410, key: 'invitation.refused.expired' },
  used: { status: 410, key: 'invitation.refused.used' },
  revoked: { status: 410, key: 'invitation.refused.revoked' },
};

/** The rules the form lists: the length always, the others when the tenant asks for them. */
function ruleKeysOf(policy: TPasswordConfig): string[] {
  return [
    'profile.password.rule.minLength',
    ...(policy.requireUppercase ? [RULE_KEYS.needs_uppercase] : []),
    ...(policy.requireLowercase ? [RULE_KEYS.needs_lowercase] : []),
    ...(policy.requireDigit ? [RULE_KEYS.needs_digit] : []),
    ...(policy.requireSpecial ? [RULE_KEYS.needs_special] : []),
  ];
}

function isSameToken(cookieValue: string | undefined, field: string): boolean {
  if (!cookieValue) {
    return false;
  }
  const a = Buffer.from(cookieValue);
  const b = Buffer.from(field);
  return a.length === b.length && timingSafeEqual(a, b);
}

type TInvitationRoutesOptions = {
  db: Kysely<Database>;
  invitations: TInvitationsService;
  pages: TIdentityPages;
  passwordPolicyOf: (tenant: TResolvedTenant) => Promise<TPasswordConfig>;
  cookieSecret: string;
};

/**
 * The identity side of an invitation (issue 21): `/invitation/:token` shows the set-password form
 * (server-rendered like the sign-in page: its CSP, no inline code, the tenant's language), and its
 * POST sets the first password; the person then signs in as everyone does.
 */
export const invitationRoutes: FastifyPluginAsyncZod<TInvitationRoutesOptions> = async (
  app,
  { db, invitations, pages, passwordPolicyOf, cookieSecret },
) => {
  await app.register(cookie, { secret: cookieSecret });
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  const limiter = createRateLimiter(db);

  function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
    return (
      reply
        .code(status)
        .header('content-security-policy', IDENTITY_PAGE_CSP)
        .header('cache-control', 'no-store')
        // The token is in the address: no page may learn it from a Referer.
        .header('referrer-policy', 'no-referrer')
        .type('text/html; charset=utf-8')
        .send(html)
    );
  }

  async function renderForm(
    request: FastifyRequest,
    reply: FastifyReply,
    options: { status: number; token: string; locale: TLocaleCode; errorKeys: string[] },
  ) {
    const tenant = requestTenant(request);
    const policy = await passwordPolicyOf(tenant);
    const csrfToken = randomBytes(24).toString('base64url');
    reply.setCookie(XSRF_COOKIE_NAME, csrfToken, { path: INVITATION_PATH, httpOnly: true, sameSite: 'strict' });
    const html = await pages.setPassword({
      tenant,
      csrfToken,
      ruleKeys: ruleKeysOf(policy),
      ruleValues: { min: String(policy.minLength), max: String(policy.maxLength) },
      ...options,
    });
    return sendPage(reply, options.status, html);
  }

  async function refuse(request: FastifyRequest, reply: FastifyReply, locale: TLocaleCode, reason: TInvitationRefusal) {
    const { status, key } = REFUSALS[reason];
    return sendPage(
      reply,
      status,
      await pages.message(requestTenant(request), locale, 'invitation.refused.title', key),
    );
  }

  app.get(
    `${INVITATION_PATH}/:token`,
    { config: { access: PUBLIC }, schema: { hide: true, querystring: ZPageQuerySchema } },
    async (request, reply) => {
      const tenant = requestTenant(request);
      const locale = chooseLocale(tenant, request.query.lang);
      const params = ZTokenParamsSchema.safeParse(request.params);
      if (!params.success) {
        return refuse(request, reply, locale, 'unknown');
      }
      const refusal = await invitations.checkInvitation(tenant.tenantCode, params.data.token);
      if (refusal) {
        return refuse(request, reply, locale, refusal);
      }
      return renderForm(request, reply, { status: 200, token: params.data.token, locale, errorKeys: [] });
    },
  );

  app.post(
    `${INVITATION_PATH}/:token`,
    { config: { access: PUBLIC }, schema: { hide: true } },
    async (request, reply) => {
      const tenant = requestTenant(request);
      const form = ZSetPasswordFormSchema.safeParse(request.body);
      const locale = chooseLocale(tenant, form.success ? form.data.lang : undefined);
      const params = ZTokenParamsSchema.safeParse(request.params);
      if (!params.success) {
        return refuse(request, reply, locale, 'unknown');
      }
      const token = params.data.token;
      const hit = await limiter.hit(`invitation:${tenant.tenantCode}:${request.ip}`, INVITATION_ATTEMPT_LIMIT);
      if (!hit.isAllowed) {
        reply.header('retry-after', String(hit.retryAfterSeconds));
        return renderForm(request, reply, { status: 429, token, locale, errorKeys: ['signin.rateLimited'] });
      }
      if (!form.success) {
        return renderForm(request, reply, { status: 400, token, locale, errorKeys: ['invitation.error.required'] });
      }
      if (!isSameToken(request.cookies[XSRF_COOKIE_NAME], form.data._csrf)) {
        return renderForm(request, reply, { status: 403, token, locale, errorKeys: ['signin.formExpired'] });
      }
      if (form.data.password !== form.data.confirm) {
        return renderForm(request, reply, { status: 400, token, locale, errorKeys: ['profile.password.mismatch'] });
      }
      const outcome = await invitations.acceptInvitation(
        tenant.tenantCode,
        token,
        form.data.password,
        await passwordPolicyOf(tenant),
      );
      if (outcome.kind === 'refused') {
        return refuse(request, reply, locale, outcome.reason);
      }
      if (outcome.kind === 'weak-password') {
        const errorKeys = outcome.problems.map((problem) => RULE_KEYS[problem]);
        return renderForm(request, reply, { status: 400, token, locale, errorKeys });
      }
      reply.clearCookie(XSRF_COOKIE_NAME, { path: INVITATION_PATH });
      return sendPage(reply, 200, await pages.message(tenant, locale, 'invitation.done.title', 'invitation.done.text'));
    },
  );
};
