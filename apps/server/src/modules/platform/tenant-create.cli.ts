import { InvitationValidation, ZCreateTenantRequestSchema, type TCreateTenantInput } from '@portal/contracts';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/kysely.ts';
import { migrateToLatest } from '../../db/migrator.ts';
import { createChangeSignal } from '../../lib/change-signal.ts';
import { AppError } from '../../lib/app-error.ts';
import { renderBrandedEmailHtml } from '../branding/branding-email.ts';
import { createInvitationMailer } from '../people-admin/invitation-mailer.ts';
import { createInvitationsService } from '../people-admin/invitations.service.ts';
import { createPlatformService } from './platform.service.ts';

/*
 * `./portal tenant:create --code <code> --name <name> --host <host> [--host ...] --locale en
 * [--locale fr-CA] [--module NEWS ...] --admin-email <email> [--link-origin https://learn.nova.example]`:
 * creates a working tenant and its first administrator's invitation, emailed when SMTP_URL is set,
 * else its link printed (by default on the first host, http and PORT). Running servers sharing Redis hear of it at once;
 * a server without Redis forgets an unknown host's answer within 30 seconds (TENANT_ANSWER_CACHE).
 */

const USAGE =
  'usage: ./portal tenant:create --code <code> --name <name> --host <host> [--host <host>...] ' +
  '--locale <en|fr-CA> [--locale ...] [--module <CODE>...] --admin-email <email> ' +
  '[--admin-first-name <name>] [--admin-last-name <name>] [--link-origin <scheme://host[:port]>]';

/** Repeated or comma-separated values of an option. */
function listOf(values: readonly string[] | undefined): string[] {
  return (values ?? [])
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
}

const { values } = parseArgs({
  options: {
    code: { type: 'string' },
    name: { type: 'string' },
    host: { type: 'string', multiple: true },
    locale: { type: 'string', multiple: true },
    module: { type: 'string', multiple: true },
    'admin-email': { type: 'string' },
    'admin-first-name': { type: 'string' },
    'admin-last-name': { type: 'string' },
    'link-origin': { type: 'string' },
  },
  strict: true,
});

const input: TCreateTenantInput = {
  code: values.code ?? '',
  name: values.name ?? values.code ?? '',
  hosts: listOf(values.host),
  locales: listOf(values.locale) as TCreateTenantInput['locales'],
  modules: listOf(values.module).map((code) => code.toUpperCase()) as TCreateTenantInput['modules'],
  adminEmail: values['admin-email'] ?? '',
  ...(values['admin-first-name'] ? { adminFirstName: values['admin-first-name'] } : {}),
  ...(values['admin-last-name'] ? { adminLastName: values['admin-last-name'] } : {}),
};
const parsed = ZCreateTenantRequestSchema.safeParse(input);
if (!parsed.success) {
  for (const issue of parsed.error.issues) {
    console.error(`  ${issue.path.join('.') || 'arguments'}: ${issue.message}`);
  }
  console.error(USAGE);
  process.exit(2);
}

const config = loadConfig();
const database = openDatabase(config.database);
const log = { warn: (object: object, message: string) => console.warn(message, object), info: () => {} };
const signal = createChangeSignal(config.redisUrl, 'portal:tenant-changes:v1', log);
const mailer = createInvitationMailer(config.smtp);
const linkOrigin = new URL(values['link-origin'] ?? `http://localhost:${config.port}`);
try {
  await migrateToLatest(database);
  const invitations = createInvitationsService(database.db, {
    mailer,
    log,
    // A new tenant has no colour or logo yet: the email is in the portal's own.
    renderEmailHtml: async (_tenantCode, email) =>
      renderBrandedEmailHtml({ brandColor: null, logoMediaId: null, logoUrl: null }, email),
  });
  const platform = createPlatformService(database.db, {
    platformAdmins: new Set(),
    announce: signal.announce,
    invitations,
  });
  // Without --link-origin the link is on the tenant's first host; with it, exactly there.
  const created = await platform.createTenant(parsed.data, 'cli', {
    protocol: linkOrigin.protocol,
    port: linkOrigin.port,
    ...(values['link-origin'] ? { host: linkOrigin.hostname } : {}),
  });
  console.log(`tenant ${created.tenantCode} created; it answers on ${created.hosts.join(', ')}`);
  console.log(`first administrator: ${created.adminEmail} (user ${created.adminUserCode})`);
  console.log(
    created.invitation.link === null
      ? `an invitation to set a password was emailed to ${created.adminEmail}`
      : `invitation link to set a password (works once, for ${InvitationValidation.validDays} days; shown once): ${created.invitation.link}`,
  );
} catch (error) {
  if (error instanceof AppError) {
    console.error(`refused: ${error.message} ${JSON.stringify(error.fieldErrors ?? {})}`);
    process.exitCode = 1;
  } else {
    throw error;
  }
} finally {
  mailer?.close();
  await signal.close();
  await database.destroy();
}
