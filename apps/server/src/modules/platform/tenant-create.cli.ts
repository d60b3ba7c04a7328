import { ZCreateTenantRequestSchema, type TCreateTenantInput } from '@portal/contracts';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/kysely.ts';
import { migrateToLatest } from '../../db/migrator.ts';
import { createChangeSignal } from '../../lib/change-signal.ts';
import { AppError } from '../../lib/app-error.ts';
import { createPlatformService } from './platform.service.ts';

/*
 * `./portal tenant:create --code <code> --name <name> --host <host> [--host ...] --locale en
 * [--locale fr-CA] [--module NEWS ...] --admin-email <email>`: creates a working tenant and prints
 * its first administrator's one-time password. Running servers sharing Redis hear of it at once;
 * a server without Redis forgets an unknown host's answer within 30 seconds (TENANT_ANSWER_CACHE).
 */

const USAGE =
  'usage: ./portal tenant:create --code <code> --name <name> --host <host> [--host <host>...] ' +
  '--locale <en|fr-CA> [--locale ...] [--module <CODE>...] --admin-email <email> ' +
  '[--admin-first-name <name>] [--admin-last-name <name>]';

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
try {
  await migrateToLatest(database);
  const platform = createPlatformService(database.db, { platformAdmins: new Set(), announce: signal.announce });
  const created = await platform.createTenant(parsed.data, 'cli');
  console.log(`tenant ${created.tenantCode} created; it answers on ${created.hosts.join(', ')}`);
  console.log(`first administrator: ${created.adminEmail} (user ${created.adminUserCode})`);
  console.log(`one-time password (shown once; change it after signing in): ${created.oneTimePassword}`);
} catch (error) {
  if (error instanceof AppError) {
    console.error(`refused: ${error.message} ${JSON.stringify(error.fieldErrors ?? {})}`);
    process.exitCode = 1;
  } else {
    throw error;
  }
} finally {
  await signal.close();
  await database.destroy();
}
