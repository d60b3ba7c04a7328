import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { LocalFileStore } from '../../apps/server/src/lib/storage/local-file-store.ts';
import { storeMediaBytes } from '../../apps/server/src/modules/media/media.service.ts';
import { withPortalDatabase } from '../lib/portal-database.ts';
import type { TBenchSuite, TPortalHandle } from '../lib/suite.ts';

/** A fixed id, so the targets' paths are known before the set-up stores the picture. */
const PICTURE_ID = '6f1c2b4e-8d3a-4f5b-9c7d-0e1f2a3b4c5d';

/**
 * Stores a 1200x800 JPEG for acme through the media service, as the demo seed would: into the
 * portal's database file and its local media folder (`media/` beside that file, the default when
 * MEDIA_DIR is not set).
 */
async function storePicture(portal: TPortalHandle): Promise<void> {
  const bytes = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: { r: 18, g: 58, b: 115 } },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
  const store = new LocalFileStore(join(dirname(portal.databasePath), 'media'));
  await withPortalDatabase(portal.databasePath, (db) =>
    storeMediaBytes({
      db,
      store,
      tenantCode: 'acme',
      fileName: 'bench-cover.jpg',
      bytes,
      uploadedBy: null,
      mediaId: PICTURE_ID,
    }),
  );
}

/** What every `<img src>` of the feed costs: thumbnails are resized variants of the resources' pictures. */
export const mediaSuite: TBenchSuite = {
  name: 'media',
  description: 'Images for <img src>: a resized variant (the feed thumbnail) from a warm cache, and the original',
  setUp: storePicture,
  targets: [
    {
      name: 'resized-image',
      // Spec section 9: the default thumbnail is 121x121. The run's probe and warm-up make the variant.
      path: `/image/blob/${PICTURE_ID}?tenant=acme&w=121&h=121`,
      // Served from memory once made: it must stay close to a bare Fastify route.
      minRatio: 0.3,
    },
    {
      name: 'resized-image-json',
      path: `/image/blob/${PICTURE_ID}?tenant=acme&w=121&h=121`,
      headers: { accept: 'application/json, text/plain, */*' },
    },
    { name: 'image', path: `/image/${PICTURE_ID}?tenant=acme` },
  ],
};
