import JSZip from 'jszip';
import sharp from 'sharp';
import type { TMediaKind, TResource } from '@portal/contracts';
import type { TTestServer } from '../../test/test-server.ts';
import { storeMediaBytes } from '../media/media.service.ts';
import { createCategory } from './categories.service.ts';
import { createResource, publishResource, type TResourceInput } from './resources.service.ts';

/* Test helpers of the resource library's route tests (not a test file itself). */

const PRESENTATION_MAIN = 'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml';
const SPREADSHEET_MAIN = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml';

/** Small real files of each kind, as the media service accepts them. */
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
      return {
        bytes: Buffer.from(
          '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
          'latin1',
        ),
        fileName: 'guide.pdf',
      };
    case 'video': {
      const box = Buffer.alloc(24);
      box.writeUInt32BE(24, 0);
      box.write('ftypisom', 4, 'latin1');
      box.writeUInt32BE(512, 12);
      box.write('isommp41', 16, 'latin1');
      return { bytes: Buffer.concat([box, Buffer.alloc(64)]), fileName: 'clip.mp4' };
    }
    case 'audio': {
      // An ID3v2.3 tag without frames, then one MPEG-1 Layer III frame header.
      const tag = Buffer.from([0x49, 0x44, 0x33, 0x03, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]);
      return {
        bytes: Buffer.concat([tag, Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(413)]),
        fileName: 'episode.mp3',
      };
    }
    case 'presentation':
    case 'spreadsheet': {
      const [folder, part, mainType, fileName] =
        kind === 'presentation'
          ? ['ppt/', 'ppt/presentation.xml', PRESENTATION_MAIN, 'deck.pptx']
          : ['xl/', 'xl/workbook.xml', SPREADSHEET_MAIN, 'figures.xlsx'];
      const zip = new JSZip();
      zip.file(
        '[Content_Types].xml',
        `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/${part}" ContentType="${mainType}"/></Types>`,
      );
      zip.file(part, `<?xml version="1.0" encoding="UTF-8"?><root folder="${folder}"/>`);
      return { bytes: await zip.generateAsync({ type: 'nodebuffer' }), fileName };
    }
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
