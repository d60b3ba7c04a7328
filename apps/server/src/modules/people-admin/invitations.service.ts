import {
  checkPasswordAgainstPolicy,
  INVITATION_PERSON_INACTIVE,
  InvitationValidation,
  matchSupportedLocale,
  type TInvitation,
  type TIssuedInvitation,
  type TPasswordConfig,
  type TPasswordProblem,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { recordAdminChange, type TAuditActor } from '../audit/audit.service.ts';
import type { TBrandedEmail } from '../branding/branding-email.ts';
import { exportTranslator, type TExportStrings } from '../reports/report-export-strings.ts';
import type { TInvitationMailer } from './invitation-mailer.ts';
import {
  findInvitationByHash,
  findInvitationLanguages,
  findLatestInvitation,
  insertInvitation,
  markInvitationEmailed,
  revokePendingInvitations,
  setFirstPassword,
  useInvitation,
  type TInvitationRow,
} from './invitations.repository.ts';
import { findPerson } from './people-admin.repository.ts';

export type TInvitationsService = ReturnType<typeof createInvitationsService>;

/** Where links point and what the email says: the tenant's origin and name, in the admin's request. */
export type TInvitationContext = { origin: string; tenantName: string };

/** Why a link cannot be used (the set-password page explains each). */
export type TInvitationRefusal = 'unknown' | 'expired' | 'used' | 'revoked';

export type TAcceptOutcome =
  | { kind: 'accepted' }
  | { kind: 'refused'; reason: TInvitationRefusal }
  | { kind: 'weak-password'; problems: TPasswordProblem[] };

const INVITATION_CHANGE = { area: 'people', targetKind: 'user' } as const;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The hash kept for a token: SHA-256 suffices, the token being 256 random bits (nothing to guess). */
export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export const invitationPath = (token: string) => `/invitation/${token}`;

export function presentInvitation(row: TInvitationRow, now = new Date().toISOString()): TInvitation {
  const status = row.used_at ? 'ACCEPTED' : row.revoked_at ? 'REVOKED' : row.expires_at <= now ? 'EXPIRED' : 'PENDING';
  return { status, createdAt: row.created_at, expiresAt: row.expires_at, emailedAt: row.emailed_at };
}

function refusalOf(row: TInvitationRow | undefined, now: string): TInvitationRefusal | undefined {
  if (!row) {
    return 'unknown';
  }
  const status = presentInvitation(row, now).status;
  return status === 'ACCEPTED'
    ? 'used'
    : status === 'REVOKED'
      ? 'revoked'
      : status === 'EXPIRED'
        ? 'expired'
        : undefined;
}

/**
 * Invitations to set a first password (issue 21). Issuing is part of the admin's write (its
 * transaction, its audit row); the email goes after the commit, so a rolled-back write sends
 * nothing, and a refused email leaves the link to be shown to the admin instead.
 */
export function createInvitationsService(
  db: Kysely<Database>,
  {
    mailer,
    log,
    renderEmailHtml,
    strings = async () => ({}),
    peopleChanged = async () => {},
  }: {
    mailer: TInvitationMailer | undefined;
    log: { warn: (details: object, message: string) => void };
    /** The tenant's own wording of the catalogue (the translations service); bundled texts otherwise. */
    strings?: TExportStrings;
    /** The email's HTML part in the tenant's colour and logo (the branding service). */
    renderEmailHtml?: (tenantCode: string, email: TBrandedEmail) => Promise<string>;
    /** After a first password is set: the people admin's kept lists show whether one has a password. */
    peopleChanged?: (tenantCode: string) => Promise<void>;
  },
) {
  /**
   * Within the caller's transaction: revokes the person's pending link and stores a new one.
   * Answers the token (never stored) for `deliverInvitation` once committed.
   */
  async function issueInvitation(trx: Kysely<Database>, actor: TAuditActor, userCode: string) {
    const token = randomBytes(InvitationValidation.tokenBytes).toString('base64url');
    const now = new Date();
    await revokePendingInvitations(trx, actor.tenantCode, userCode, now.toISOString());
    await insertInvitation(trx, actor.tenantCode, {
      user_code: userCode,
      token_hash: hashInvitationToken(token),
      created_by: actor.userCode,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + InvitationValidation.validDays * DAY_MS).toISOString(),
    });
    return token;
  }

  /** After the commit: emails the link when an SMTP server is configured, else answers it to show. */
  async function deliverInvitation(
    tenantCode: string,
    userCode: string,
    token: string,
    email: string,
    context: TInvitationContext,
  ): Promise<TIssuedInvitation> {
    const link = new URL(invitationPath(token), context.origin).href;
    let isEmailed = false;
    if (mailer) {
      try {
        // In the person's language: their preference, else their tenant's default language.
        const languages = await findInvitationLanguages(db, tenantCode, userCode);
        const locale =
          matchSupportedLocale(languages?.preference) ?? matchSupportedLocale(languages?.tenantDefault) ?? 'en';
        const t = await exportTranslator(strings, tenantCode, locale);
        const values = { tenantName: context.tenantName, days: String(InvitationValidation.validDays), link };
        const html = await renderEmailHtml?.(tenantCode, {
          locale,
          tenantName: context.tenantName,
          origin: context.origin,
          heading: t('email.invitation.heading', values),
          text: t('email.invitation.text', values),
          action: { label: t('email.invitation.action', values), href: link },
        });
        await mailer.send({
          to: email,
          subject: t('email.invitation.subject', values),
          text: `${t('email.invitation.plainText', values)}\n`,
          ...(html === undefined ? {} : { html }),
        });
        await markInvitationEmailed(db, tenantCode, hashInvitationToken(token), new Date().toISOString());
        isEmailed = true;
      } catch (error) {
        log.warn({ err: error, tenantCode }, 'invitation email not sent; the link is shown to the admin');
      }
    }
    const row = await findInvitationByHash(db, tenantCode, hashInvitationToken(token));
    if (!row) {
      throw notFound('The invitation');
    }
    return { invitation: presentInvitation(row), link: isEmailed ? null : link };
  }

  /** The person's latest invitation (null when none); another tenant's person is not found. */
  async function getInvitation(tenantCode: string, userCode: string): Promise<{ invitation: TInvitation | null }> {
    if (!(await findPerson(db, tenantCode, userCode))) {
      throw notFound('The person');
    }
    const row = await findLatestInvitation(db, tenantCode, userCode);
    return { invitation: row ? presentInvitation(row) : null };
  }

  /** A new link for an active person, the earlier one revoked. Audited. */
  async function resendInvitation(
    actor: TAuditActor,
    userCode: string,
    context: TInvitationContext,
  ): Promise<TIssuedInvitation> {
    const { token, email } = await db.transaction().execute(async (trx) => {
      const person = await findPerson(trx, actor.tenantCode, userCode);
      if (!person) {
        throw notFound('The person');
      }
      if (person.status !== 'ACTIVE') {
        throw new AppError('conflict', 'A deactivated person cannot be invited.', {
          userCode: [INVITATION_PERSON_INACTIVE],
        });
      }
      const before = await findLatestInvitation(trx, actor.tenantCode, userCode);
      const issued = await issueInvitation(trx, actor, userCode);
      const after = await findLatestInvitation(trx, actor.tenantCode, userCode);
      await recordAdminChange(trx, actor, {
        ...INVITATION_CHANGE,
        action: 'invite',
        targetId: userCode,
        before: before ? presentInvitation(before) : null,
        after: after ? presentInvitation(after) : null,
      });
      return { token: issued, email: person.email };
    });
    return deliverInvitation(actor.tenantCode, userCode, token, email, context);
  }

  /** Revokes the person's pending link (404 when there is none). Audited. */
  async function revokeInvitation(actor: TAuditActor, userCode: string): Promise<{ invitation: TInvitation | null }> {
    return db.transaction().execute(async (trx) => {
      if (!(await findPerson(trx, actor.tenantCode, userCode))) {
        throw notFound('The person');
      }
      const before = await findLatestInvitation(trx, actor.tenantCode, userCode);
      const revoked = await revokePendingInvitations(trx, actor.tenantCode, userCode, new Date().toISOString());
      if (!before || revoked === 0) {
        throw notFound('A pending invitation');
      }
      const after = await findLatestInvitation(trx, actor.tenantCode, userCode);
      const invitation = after ? presentInvitation(after) : null;
      await recordAdminChange(trx, actor, {
        ...INVITATION_CHANGE,
        action: 'revoke_invitation',
        targetId: userCode,
        before: presentInvitation(before),
        after: invitation,
      });
      return { invitation };
    });
  }

  /** Whether a link can still be used (the set-password page shows the form, or why not). */
  async function checkInvitation(tenantCode: string, token: string): Promise<TInvitationRefusal | undefined> {
    const row = await findInvitationByHash(db, tenantCode, hashInvitationToken(token));
    return refusalOf(row, new Date().toISOString());
  }

  /**
   * Sets the person's first password through the link: the tenant's password rules, then, in one
   * transaction, the link used (a conditional update: once) and the password set.
   */
  async function acceptInvitation(
    tenantCode: string,
    token: string,
    password: string,
    policy: TPasswordConfig,
  ): Promise<TAcceptOutcome> {
    const tokenHash = hashInvitationToken(token);
    const found = refusalOf(await findInvitationByHash(db, tenantCode, tokenHash), new Date().toISOString());
    if (found) {
      return { kind: 'refused', reason: found };
    }
    const problems = checkPasswordAgainstPolicy(password, policy);
    if (problems.length > 0) {
      return { kind: 'weak-password', problems };
    }
    const passwordHash = await hashPassword(password);
    const outcome = await db.transaction().execute(async (trx): Promise<TAcceptOutcome> => {
      const now = new Date().toISOString();
      const row = await findInvitationByHash(trx, tenantCode, tokenHash);
      if (!row || !(await useInvitation(trx, tenantCode, row.id, now))) {
        return { kind: 'refused', reason: refusalOf(row, now) ?? 'used' };
      }
      if (!(await setFirstPassword(trx, tenantCode, row.user_code, passwordHash, now))) {
        // A person deactivated since the link was sent: the link is spent, nothing else changes.
        return { kind: 'refused', reason: 'revoked' };
      }
      return { kind: 'accepted' };
    });
    if (outcome.kind === 'accepted') {
      await peopleChanged(tenantCode);
    }
    return outcome;
  }

  return {
    issueInvitation,
    deliverInvitation,
    getInvitation,
    resendInvitation,
    revokeInvitation,
    checkInvitation,
    acceptInvitation,
  };
}
