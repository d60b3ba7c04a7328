import { loadConfig } from '../config.ts';
import { createBlobStore } from '../lib/storage/create-blob-store.ts';
import { openDatabase } from './kysely.ts';
import { migrateToLatest } from './migrator.ts';
import { reseedDemo } from './seed/seed-demo.ts';

/** `npm run db:migrate` applies pending migrations; `npm run db:seed` re-creates the demo data. */
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
  } else {
    console.error('usage: node src/db/cli.ts migrate|seed');
    process.exitCode = 2;
  }
} finally {
  await database.destroy();
}
