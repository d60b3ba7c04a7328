import { loadConfig } from '../config.ts';
import { createBlobStore } from '../lib/storage/create-blob-store.ts';
import { openDatabase } from './kysely.ts';
import { migrateToLatest } from './migrator.ts';
import { reseedDemo } from './seed/seed-demo.ts';
import { listTenantCodes, reindexTenant } from '../modules/search/search-reindex.ts';

/**
 * `npm run db:migrate` applies pending migrations; `npm run db:seed` re-creates the demo data;
 * `npm run search:reindex [-- --tenant <code>]` rebuilds the search index of a tenant (or of all).
 */
const command = process.argv[2];
const config = loadConfig();
const database = openDatabase(config.database);

try {
  if (command === 'migrate') {
    const applied = await migrateToLatest(database);
    console.log(applied.length > 0 ? `applied: ${applied.join(', ')}` : 'schema is up to date');
  } else if (command === 'seed') {
    const outcome = await reseedDemo(database, { mediaStore: createBlobStore(config.media) });
    if (outcome === 'refused-foreign-data') {
      console.error('refused: the database holds tenants other than the demo ones; nothing was changed');
      process.exitCode = 1;
    } else {
      console.log('demo tenants re-created: acme (localhost, acme.localhost), boreal (boreal.localhost)');
    }
  } else if (command === 'search:reindex') {
    const tenantFlag = process.argv.indexOf('--tenant');
    const named = tenantFlag === -1 ? undefined : process.argv[tenantFlag + 1];
    const known = await listTenantCodes(database.db);
    if (named !== undefined && !known.includes(named)) {
      console.error(`unknown tenant: ${named} (tenants: ${known.join(', ')})`);
      process.exitCode = 1;
    } else {
      for (const tenantCode of named === undefined ? known : [named]) {
        const outcome = await reindexTenant(database.db, tenantCode);
        const counts = Object.entries(outcome.indexed).map(([module, count]) => `${module} ${count}`);
        console.log(`${tenantCode}: ${outcome.removed} documents removed, re-indexed ${counts.join(', ')}`);
      }
    }
  } else {
    console.error('usage: node src/db/cli.ts migrate|seed|search:reindex [--tenant <code>]');
    process.exitCode = 2;
  }
} finally {
  await database.destroy();
}
