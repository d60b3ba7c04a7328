import { join, resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { createBlobStore } from '../lib/storage/create-blob-store.ts';
import { createBackup, restoreBackup } from './backup.ts';

/*
 * `./portal backup [dir]`: a consistent snapshot of DATABASE_URL's database and the media store,
 * taken while the portal serves (default dir: backups/portal-<time>).
 * `./portal restore <dir>`: brings one back into a NEW, empty database (DATABASE_URL) and media
 * store, then checks every table's rows and every file against the backup's manifest.
 */

const [command, argument] = process.argv.slice(2);
const config = loadConfig();
const media = createBlobStore(config.media);

try {
  if (command === 'backup') {
    const stamp = new Date()
      .toISOString()
      .replaceAll(':', '-')
      .replace(/\.\d+Z$/, 'Z');
    const dir = resolve(argument ?? join('backups', `portal-${stamp}`));
    const manifest = await createBackup({ target: config.database, media, dir });
    const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
    console.log(
      `backup written to ${dir}: ${manifest.dialect}, ${Object.keys(manifest.tables).length} tables, ${rows} rows, ` +
        `${manifest.media.files} media files (${manifest.media.bytes} bytes)`,
    );
  } else if (command === 'restore' && argument !== undefined) {
    const outcome = await restoreBackup({ target: config.database, media, dir: resolve(argument) });
    if (outcome.missingRows.length > 0 || outcome.missingFiles > 0) {
      console.error(
        `restored with differences: ${outcome.missingRows.join('; ')}; ${outcome.missingFiles} files missing`,
      );
      process.exitCode = 1;
    } else {
      console.log(
        `restored the backup of ${outcome.manifest.createdAt}: every row of ${Object.keys(outcome.manifest.tables).length} ` +
          `tables and ${outcome.manifest.media.files} media files`,
      );
    }
  } else {
    console.error('usage: ./portal backup [dir] | ./portal restore <dir>');
    process.exitCode = 2;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
