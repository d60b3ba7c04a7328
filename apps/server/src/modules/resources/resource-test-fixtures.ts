import sharp from 'sharp';
import type { TMediaKind, TResource } from '@portal/contracts';
import { DEMO_MEDIA_FILES, readDemoMediaFile } from '../../db/seed/demo-media-kit.ts';
import { pdfFile } from '../../test/test-documents.ts';
import type { TTestServer } from '../../test/test-server.ts';
import { officeFile } from '../media/media-test-files.ts';
import { storeMediaBytes } from '../media/media.service.ts';
import { createCategory } from './categories.service.ts';
import { createResource, publishResource, type TResourceInput } from './resources.service.ts';

/* Test helpers of the resource library's route tests (not a test file itself). */

/** Small real files of each kind, as the media service accepts them: the demo's committed files where there is one. */
async function bytesOf(kind: TMediaKind): Promise<{ bytes: Buffer; fileName: string }> {
  switch (kind) {
    case 'image':
      return {
        bytes: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c02020' } })
          .png()
          .toBuffer(),
        fileName: 'cover.png',
      };
    case 'document':
      return { bytes: pdfFile(), fileName: 'guide.pdf' };
    case 'video':
      return { bytes: await readDemoMediaFile(DEMO_MEDIA_FILES.video('en')), fileName: 'clip.mp4' };
    case 'audio':
      return { bytes: await readDemoMediaFile(DEMO_MEDIA_FILES.audio), fileName: 'episode.mp3' };
    case 'presentation':
      return { bytes: await readDemoMediaFile(DEMO_MEDIA_FILES.presentation('en')), fileName: 'deck.pptx' };
    case 'spreadsheet':
      // The demo has no spreadsheet: the smallest package the media service reads as one.
      return { bytes: await officeFile('xlsx'), fileName: 'figures.xlsx' };
  }
}

/** Stores a small real file of the kind for the tenant through the media service; answers its id. */
export async function storeTestMedia(server: TTestServer, tenantCode: string, kind: TMediaKind): Promise<string> {
  const { bytes, fileName } = await bytesOf(kind);
  const media = await storeMediaBytes({
    db: server.database.db,
    store: server.app.mediaStore,
    tenantCode,
    fileName,
    bytes,
    uploadedBy: null,
  });
  return media.mediaId;
}

let categorySequence = 0;

/** A category of the tenant (a unique code each call); answers its id. */
export async function createTestCategory(
  server: TTestServer,
  tenantCode: string,
  names: { en: string; fr: string } = { en: 'Safety', fr: 'Sécurité' },
  parentCategoryId: number | null = null,
): Promise<number> {
  categorySequence += 1;
  return createCategory(server.database.db, tenantCode, {
    code: `CAT-${categorySequence}`,
    nameEn: names.en,
    nameFr: names.fr,
    parentCategoryId,
    position: categorySequence,
  });
}

/** A valid resource body: one webinar asset (a link, no media), texts in both languages. */
export function webinarBody(overrides: Partial<TResourceInput> = {}): TResourceInput {
  return {
    texts: {
      en: { title: 'Store safety basics', description: '<p>How to keep the <strong>store</strong> safe.</p>' },
      'fr-CA': { title: 'Sécurité en magasin', description: '<p>Garder le magasin sûr.</p>' },
    },
    durationValue: 30,
    durationType: 'M',
    isFeatured: false,
    categoryIds: [],
    assets: [
      {
        assetTypeCode: 'URL_WEBINAR',
        texts: { en: { title: 'Recorded webinar' }, 'fr-CA': { title: 'Webinaire enregistré' } },
        url: 'https://webinars.example/safety',
        assetAttachments: [],
      },
    ],
    ...overrides,
  };
}

/** Creates a resource through the service the seed uses; published unless told otherwise. */
export async function createTestResource(
  server: TTestServer,
  tenantCode: string,
  body: TResourceInput = webinarBody(),
  options: { publish?: boolean; actor?: string } = {},
): Promise<TResource> {
  const actor = options.actor ?? `${tenantCode}-admin`;
  const created = await createResource(server.database.db, tenantCode, actor, body);
  if (options.publish === false) {
    return created;
  }
  return publishResource(server.database.db, tenantCode, actor, created.resourceId);
}

/** The search documents of a resource, by locale. */
export async function searchDocumentsOf(server: TTestServer, tenantCode: string, resourceId: number) {
  return server.database.db
    .selectFrom('search_documents')
    .selectAll()
    .where('tenant_code', '=', tenantCode)
    .where('module_code', '=', 'RESOURCELIBRARY')
    .where('entity_kind', '=', 'RESOURCE')
    .where('entity_id', '=', String(resourceId))
    .orderBy('locale')
    .execute();
}

/** How many rows of a table belong to the tenant. */
export async function countRows(
  server: TTestServer,
  table:
    | 'resources'
    | 'resource_assets'
    | 'resource_asset_attachments'
    | 'user_assets'
    | 'search_documents'
    | 'resource_assignments'
    | 'resource_recommendations'
    | 'user_categories'
    | 'asset_views'
    | 'resource_favorites',
  tenantCode: string,
): Promise<number> {
  const row = await server.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('tenant_code', '=', tenantCode)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
