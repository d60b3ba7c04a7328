import type { Kysely } from 'kysely';
import { AppError } from '../../lib/app-error.ts';
import { loadPointRules } from '../../modules/stores/points.ts';
import { redeem } from '../../modules/stores/redemption.ts';
import type { Database } from '../schema.ts';
import { DEMO_TENANTS } from './demo-tenants.ts';

/*
 * The demo rewards store (issue 20): ten rewards in English and French for each demo tenant with
 * the STORES module (acme; boreal has none). Their images are the tenant's media-kit pictures (a
 * demo seeded without media has none). Points come from the demo learning record as seeded: the
 * demo learner has well over 100, enough for the two cheapest rewards (25 + 40 coins), which the
 * web journey redeems. Sam has an order already fulfilled and Riley one waiting, so the admin's order
 * list has both. A tenant that has rewards already is skipped, so it can run at every start.
 */

type TDemoReward = {
  nameEn: string;
  nameFr: string;
  descriptionEn: string;
  descriptionFr: string;
  coinPrice: number;
  stock: number;
  perPersonLimit: number | null;
};

export const DEMO_REWARDS: readonly TDemoReward[] = [
  {
    nameEn: 'Sticker pack',
    nameFr: 'Paquet d’autocollants',
    descriptionEn: 'Six vinyl stickers with the Acme logo and our values.',
    descriptionFr: 'Six autocollants en vinyle avec le logo d’Acme et nos valeurs.',
    coinPrice: 25,
    stock: 200,
    perPersonLimit: 5,
  },
  {
    nameEn: 'Coffee on us',
    nameFr: 'Un café offert',
    descriptionEn: 'A voucher for one coffee at the staff café of your store or office.',
    descriptionFr: 'Un bon pour un café au café du personnel de votre magasin ou bureau.',
    coinPrice: 40,
    stock: 500,
    perPersonLimit: null,
  },
  {
    nameEn: 'Insulated water bottle',
    nameFr: 'Bouteille isotherme',
    descriptionEn: 'A 500 ml stainless steel bottle that keeps drinks cold for a whole shift.',
    descriptionFr: 'Une bouteille de 500 ml en acier inoxydable qui garde les boissons froides tout un quart.',
    coinPrice: 120,
    stock: 40,
    perPersonLimit: 1,
  },
  {
    nameEn: 'Acme hoodie',
    nameFr: 'Kangourou Acme',
    descriptionEn: 'A warm hoodie in the Acme colours. Choose your size when it is handed over.',
    descriptionFr: 'Un kangourou chaud aux couleurs d’Acme. Choisissez votre taille à la remise.',
    coinPrice: 300,
    stock: 25,
    perPersonLimit: 1,
  },
  {
    nameEn: 'Lunch with the leadership team',
    nameFr: 'Dîner avec l’équipe de direction',
    descriptionEn: 'A monthly lunch for five learners with the regional leadership team.',
    descriptionFr: 'Un dîner mensuel pour cinq apprenants avec l’équipe de direction régionale.',
    coinPrice: 500,
    stock: 5,
    perPersonLimit: 1,
  },
  {
    nameEn: 'Extra hour of paid break',
    nameFr: 'Une heure de pause payée de plus',
    descriptionEn: 'One extra paid hour of break, planned with your manager.',
    descriptionFr: 'Une heure de pause payée de plus, planifiée avec votre gestionnaire.',
    coinPrice: 400,
    stock: 50,
    perPersonLimit: 2,
  },
  {
    nameEn: 'Wireless earbuds',
    nameFr: 'Écouteurs sans fil',
    descriptionEn: 'Bluetooth earbuds with a charging case, for podcasts on the way to work.',
    descriptionFr: 'Écouteurs Bluetooth avec étui de recharge, pour les balados en route vers le travail.',
    coinPrice: 800,
    stock: 10,
    perPersonLimit: 1,
  },
  {
    nameEn: 'Gift card – $25',
    nameFr: 'Carte-cadeau – 25 $',
    descriptionEn: 'A $25 gift card to spend in any Acme store.',
    descriptionFr: 'Une carte-cadeau de 25 $ à dépenser dans n’importe quel magasin Acme.',
    coinPrice: 250,
    stock: 100,
    perPersonLimit: 4,
  },
  {
    nameEn: 'Donation to a local food bank',
    nameFr: 'Don à une banque alimentaire locale',
    descriptionEn: 'Acme gives $10 to a food bank near your store in your name.',
    descriptionFr: 'Acme verse 10 $ en votre nom à une banque alimentaire près de votre magasin.',
    coinPrice: 100,
    stock: 1000,
    perPersonLimit: null,
  },
  {
    nameEn: 'Conference ticket',
    nameFr: 'Billet de conférence',
    descriptionEn: 'A ticket to the yearly retail conference in Montréal (travel not included).',
    descriptionFr: 'Un billet pour la conférence annuelle du commerce de détail à Montréal (déplacement non compris).',
    coinPrice: 1500,
    stock: 2,
    perPersonLimit: 1,
  },
];

/** Up to `count` images of the tenant (the media kit's), oldest first. */
async function findDemoImages(db: Kysely<Database>, tenantCode: string, count: number): Promise<string[]> {
  const rows = await db
    .selectFrom('media')
    .select('media_id')
    .where('tenant_code', '=', tenantCode)
    .where('kind', '=', 'image')
    .orderBy('created_at')
    .orderBy('media_id')
    .limit(count)
    .execute();
  return rows.map((row) => row.media_id);
}

/** Places a demo order as the store does (stock, limit and coins decided); none when refused. */
async function placeDemoOrder(
  db: Kysely<Database>,
  tenantCode: string,
  userCode: string,
  rewardId: number,
  status: 'PLACED' | 'FULFILLED',
  now: string,
): Promise<void> {
  const rules = await loadPointRules(db, tenantCode);
  try {
    await db.transaction().execute(async (trx) => {
      const order = await redeem(trx, { tenantCode, userCode, rewardId, quantity: 1, rules, now });
      if (order && status === 'FULFILLED') {
        await trx
          .updateTable('store_orders')
          .set({ status, handled_by: 'acme-admin' })
          .where('tenant_code', '=', tenantCode)
          .where('id', '=', order.id)
          .execute();
      }
    });
  } catch (error) {
    // Not enough coins in this demo's record: the store simply has no such order.
    if (!(error instanceof AppError)) {
      throw error;
    }
  }
}

export async function seedDemoStores(db: Kysely<Database>): Promise<void> {
  for (const tenant of DEMO_TENANTS.filter((candidate) => candidate.modules.includes('STORES'))) {
    const tenantCode = tenant.code;
    const existing = await db
      .selectFrom('store_rewards')
      .select('id')
      .where('tenant_code', '=', tenantCode)
      .limit(1)
      .executeTakeFirst();
    const admin = tenant.users.find((user) => user.roles.includes('Administrator'))?.userCode;
    if (existing || !admin) {
      continue;
    }
    const images = await findDemoImages(db, tenantCode, DEMO_REWARDS.length);
    const now = new Date().toISOString();
    const ids = await db.transaction().execute(async (trx) => {
      const rows = await trx
        .insertInto('store_rewards')
        .values(
          DEMO_REWARDS.map((reward, index) => ({
            tenant_code: tenantCode,
            name_en: reward.nameEn,
            name_fr: reward.nameFr,
            description_en: reward.descriptionEn,
            description_fr: reward.descriptionFr,
            image_media_id: images.length > 0 ? (images[index % images.length] ?? null) : null,
            coin_price: reward.coinPrice,
            stock: reward.stock,
            per_person_limit: reward.perPersonLimit,
            active: true,
            created_at: now,
            created_by: admin,
            updated_at: now,
            updated_by: admin,
          })),
        )
        .returning(['id', 'name_en'])
        .execute();
      return new Map(rows.map((row) => [row.name_en, row.id]));
    });
    // Sam's sticker pack was handed over; Riley's waits for the admin (both have the coins in the record).
    const stickers = ids.get('Sticker pack');
    if (stickers !== undefined) {
      await placeDemoOrder(db, tenantCode, `${tenantCode}-sam`, stickers, 'FULFILLED', now);
      await placeDemoOrder(db, tenantCode, `${tenantCode}-riley`, stickers, 'PLACED', now);
    }
  }
}
