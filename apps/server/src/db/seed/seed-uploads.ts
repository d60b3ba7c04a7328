import { DEFAULT_LOCALE, matchSupportedLocale, ResourcePermissions, type TLocaleCode } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { TBlobStore } from '../../lib/storage/blob-store.ts';
import { storeMediaBytes } from '../../modules/media/media.service.ts';
import { createUserAssetsService } from '../../modules/resources/user-assets.service.ts';
import type { Database } from '../schema.ts';
import { DEMO_MEDIA_FILES, readDemoMediaFile } from './demo-media-kit.ts';
import { DEMO_TENANTS } from './demo-tenants.ts';

/**
 * The upload each demo learner's "Your upload was received" notification speaks of
 * (`seed-notifications.ts`): a handbook sent for review, still Pending, so "My uploads" shows it
 * and the reviewers have one to review.
 */
const DEMO_UPLOADS = [
  {
    tenantCode: 'acme',
    userCode: 'acme-learner',
    locale: 'en',
    title: 'Store opening checklist',
    description: 'The checklist our store uses every morning, for others to reuse.',
  },
  {
    tenantCode: 'boreal',
    userCode: 'boreal-apprenant',
    locale: 'fr-CA',
    title: 'Liste de vérification du démarrage de ligne',
    description: 'La liste que notre équipe suit chaque matin, à réutiliser.',
  },
] as const satisfies readonly {
  tenantCode: string;
  userCode: string;
  locale: TLocaleCode;
  title: string;
  description: string;
}[];

/**
 * Gives each demo learner their pending upload, through the media and upload services (as the
 * learner). A learner who already has any upload is left alone, so this runs at every start and
 * also completes a demo seeded before it existed. Answers how many uploads were added.
 */
export async function seedDemoUploads(db: Kysely<Database>, store: TBlobStore): Promise<number> {
  const uploads = createUserAssetsService(db);
  let added = 0;
  for (const upload of DEMO_UPLOADS) {
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('tenant_code', '=', upload.tenantCode)
      .where('user_code', '=', upload.userCode)
      .executeTakeFirst();
    const existing = await db
      .selectFrom('user_assets')
      .select('id')
      .where('tenant_code', '=', upload.tenantCode)
      .where('user_code', '=', upload.userCode)
      .limit(1)
      .executeTakeFirst();
    if (!user || existing) {
      continue;
    }
    const language = upload.locale === 'fr-CA' ? 'fr' : 'en';
    const fileName = DEMO_MEDIA_FILES.document(language);
    const media = await storeMediaBytes({
      db,
      store,
      tenantCode: upload.tenantCode,
      fileName,
      bytes: await readDemoMediaFile(fileName),
      uploadedBy: upload.userCode,
    });
    const tenant = DEMO_TENANTS.find((candidate) => candidate.code === upload.tenantCode);
    await uploads.saveUserAsset(
      {
        tenantCode: upload.tenantCode,
        userCode: upload.userCode,
        userId: user.id,
        defaultLocale: matchSupportedLocale(tenant?.defaultLocale ?? DEFAULT_LOCALE) ?? DEFAULT_LOCALE,
        permissions: [ResourcePermissions.userUpload],
      },
      {
        assetTypeCode: 'DOCUMENT',
        title: upload.title,
        description: upload.description,
        locale: upload.locale,
        url: null,
        mediaId: media.mediaId,
        categoryIds: [],
        effectiveDate: null,
        expiryDate: null,
        reviewComment: null,
      },
    );
    added += 1;
  }
  return added;
}
