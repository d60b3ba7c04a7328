import { ZSaveArticleRequestSchema, type TLocaleCode, type TSaveArticleRequest } from '@portal/contracts';
import type { Kysely } from 'kysely';
import { createLearningRecordService } from '../../modules/learning-record/learning-record.service.ts';
import { createNewsAdminService } from '../../modules/news/news-admin.service.ts';
import { articleReadStatement, createNewsReadingService } from '../../modules/news/news-reading.service.ts';
import type { Database } from '../schema.ts';

/*
 * Demo news (issue 19): acme gets 12 articles in English and French under four topics, two of them
 * pinned and one scheduled three days ahead; boreal (French first) gets three. Covers reuse the
 * tenant's demo images (the media kit's, written with the resource library), so a demo seeded
 * without media has no covers. Articles go through the news admin service (sanitized HTML, search
 * documents); a few people read and like them so the report has rows. A tenant that has any article
 * is skipped, so it can run at every start.
 */

type TDemoArticle = {
  en: [title: string, summary: string, paragraphs: string[]] | null;
  fr: [title: string, summary: string, paragraphs: string[]];
  topics: number[];
  /** Days since it went live (negative: scheduled ahead). */
  daysAgo: number;
  isPinned?: boolean;
  readers?: string[];
  likers?: string[];
};

type TDemoNews = {
  tenantCode: string;
  adminUserCode: string;
  defaultLocale: TLocaleCode;
  topics: [en: string, fr: string][];
  articles: TDemoArticle[];
};

const ACME: TDemoNews = {
  tenantCode: 'acme',
  adminUserCode: 'acme-admin',
  defaultLocale: 'en',
  topics: [
    ['Store life', 'Vie en magasin'],
    ['Product news', 'Nouveautés produits'],
    ['Safety', 'Sécurité'],
    ['People', 'Équipe'],
  ],
  articles: [
    {
      en: [
        'Welcome to the new learning portal',
        'Everything you need to learn, in one place.',
        [
          'Paths, tests, events and news now live together in the portal.',
          'Start with your dashboard: it shows what is next for you.',
        ],
      ],
      fr: [
        'Bienvenue dans le nouveau portail d’apprentissage',
        'Tout pour apprendre, au même endroit.',
        [
          'Parcours, tests, événements et nouvelles sont désormais réunis dans le portail.',
          'Commencez par votre tableau de bord : il montre ce qui vous attend.',
        ],
      ],
      topics: [0, 3],
      daysAgo: 20,
      isPinned: true,
      readers: ['acme-manager', 'acme-sam', 'acme-riley'],
      likers: ['acme-manager', 'acme-sam', 'acme-riley'],
    },
    {
      en: [
        'Holiday season opening hours',
        'Stores open earlier from December 1.',
        ['From December 1, every store opens at 8 a.m.', 'Check the roster with your manager.'],
      ],
      fr: [
        'Heures d’ouverture des fêtes',
        'Les magasins ouvrent plus tôt dès le 1er décembre.',
        ['Dès le 1er décembre, tous les magasins ouvrent à 8 h.', 'Vérifiez l’horaire avec votre gestionnaire.'],
      ],
      topics: [0],
      daysAgo: 2,
      isPinned: true,
      readers: ['acme-manager', 'acme-riley'],
      likers: ['acme-learner'],
    },
    {
      en: [
        'Meet the new winter collection',
        'Warm layers, recycled fabrics.',
        ['The winter collection arrives in stores next week.', 'Each piece uses at least half recycled fabric.'],
      ],
      fr: [
        'Découvrez la collection d’hiver',
        'Des couches chaudes, des tissus recyclés.',
        [
          'La collection d’hiver arrive en magasin la semaine prochaine.',
          'Chaque pièce contient au moins la moitié de tissu recyclé.',
        ],
      ],
      topics: [1],
      daysAgo: 4,
      readers: ['acme-sam'],
      likers: ['acme-sam', 'acme-manager'],
    },
    {
      en: [
        'Lifting without injury in the stockroom',
        'Three habits that protect your back.',
        ['Bend your knees, keep the load close, and ask for help above 23 kg.'],
      ],
      fr: [
        'Soulever sans se blesser dans la réserve',
        'Trois habitudes qui protègent votre dos.',
        ['Pliez les genoux, gardez la charge près du corps et demandez de l’aide au-delà de 23 kg.'],
      ],
      topics: [2],
      daysAgo: 6,
      readers: ['acme-sam'],
    },
    {
      en: [
        'Store 12 wins the customer care award',
        'A year of five-star reviews.',
        ['Store 12 earned the highest customer rating of the region this year.', 'Congratulations to the team!'],
      ],
      fr: [
        'Le magasin 12 remporte le prix du service',
        'Une année de critiques cinq étoiles.',
        ['Le magasin 12 a obtenu la meilleure note de la région cette année.', 'Félicitations à l’équipe!'],
      ],
      topics: [0, 3],
      daysAgo: 8,
      likers: ['acme-learner', 'acme-newhire', 'acme-riley'],
    },
    {
      en: [
        'New payment terminals',
        'Faster tap payments at every till.',
        ['New terminals accept tap payments up to 250 dollars.', 'A short video in the library shows how.'],
      ],
      fr: [
        'Nouveaux terminaux de paiement',
        'Des paiements sans contact plus rapides à chaque caisse.',
        [
          'Les nouveaux terminaux acceptent le sans-contact jusqu’à 250 dollars.',
          'Une courte vidéo de la bibliothèque montre comment faire.',
        ],
      ],
      topics: [1],
      daysAgo: 10,
    },
    {
      en: [
        'Evacuation exercise on Thursday',
        'Know your assembly point.',
        ['An evacuation exercise takes place on Thursday at 10 a.m.', 'Meet at the assembly point shown at the exit.'],
      ],
      fr: [
        'Exercice d’évacuation jeudi',
        'Connaissez votre point de rassemblement.',
        ['Un exercice d’évacuation a lieu jeudi à 10 h.', 'Rendez-vous au point indiqué à la sortie.'],
      ],
      topics: [2],
      daysAgo: 12,
    },
    {
      en: [
        'Welcome to our new hires',
        'Twelve people joined Acme this month.',
        ['Say hello to the twelve people who joined our stores this month.'],
      ],
      fr: [
        'Bienvenue à nos nouvelles recrues',
        'Douze personnes se sont jointes à Acme ce mois-ci.',
        ['Saluez les douze personnes qui ont rejoint nos magasins ce mois-ci.'],
      ],
      topics: [3],
      daysAgo: 14,
      readers: ['acme-riley'],
      likers: ['acme-newhire'],
    },
    {
      en: [
        'Loyalty programme: double points weekend',
        'Tell customers about it at checkout.',
        ['Members earn double points this weekend on every purchase.'],
      ],
      fr: [
        'Programme de fidélité : points doublés',
        'Parlez-en aux clients à la caisse.',
        ['Les membres gagnent le double de points ce week-end sur chaque achat.'],
      ],
      topics: [1, 0],
      daysAgo: 16,
    },
    {
      en: [
        'Ergonomics at the till',
        'Small changes, less fatigue.',
        ['Adjust the mat and the screen height at the start of each shift.'],
      ],
      fr: [
        'Ergonomie à la caisse',
        'De petits changements, moins de fatigue.',
        ['Ajustez le tapis et la hauteur de l’écran au début de chaque quart.'],
      ],
      topics: [2],
      daysAgo: 18,
    },
    {
      en: [
        'Ten years with Acme: Marco’s story',
        'From stock associate to store manager.',
        ['Marco started in the stockroom ten years ago.', 'He now leads store 12 and coaches new managers.'],
      ],
      fr: [
        'Dix ans chez Acme : l’histoire de Marco',
        'De commis à la réserve à gérant de magasin.',
        [
          'Marco a commencé à la réserve il y a dix ans.',
          'Il dirige aujourd’hui le magasin 12 et accompagne les nouveaux gérants.',
        ],
      ],
      topics: [3],
      daysAgo: 25,
      readers: ['acme-manager', 'acme-sam'],
    },
    {
      en: [
        'Spring catalogue preview',
        'A first look at what comes in March.',
        ['The spring catalogue brings garden tools and outdoor furniture.'],
      ],
      fr: [
        'Aperçu du catalogue du printemps',
        'Un premier regard sur les arrivages de mars.',
        ['Le catalogue du printemps apporte des outils de jardin et du mobilier extérieur.'],
      ],
      topics: [1],
      daysAgo: -3,
    },
  ],
};

const BOREAL: TDemoNews = {
  tenantCode: 'boreal',
  adminUserCode: 'boreal-admin',
  defaultLocale: 'fr-CA',
  topics: [
    ['Workshop', 'Atelier'],
    ['Announcements', 'Annonces'],
  ],
  articles: [
    {
      en: [
        'New maintenance schedule',
        'Preventive maintenance moves to Mondays.',
        ['Preventive maintenance now takes place every Monday morning.'],
      ],
      fr: [
        'Nouveau calendrier d’entretien',
        'L’entretien préventif passe au lundi.',
        ['L’entretien préventif a désormais lieu chaque lundi matin.'],
      ],
      topics: [0],
      daysAgo: 3,
      isPinned: true,
      readers: ['boreal-apprenant'],
      likers: ['boreal-apprenant'],
    },
    {
      en: null,
      fr: [
        'Journée portes ouvertes',
        'Venez en famille visiter l’usine.',
        ['Les familles sont invitées à visiter l’usine le samedi 12.'],
      ],
      topics: [1],
      daysAgo: 7,
    },
    {
      en: [
        'Machine shutdown procedure refresher',
        'Review it before your next intervention.',
        ['The machine shutdown procedure was updated: review it in the library.'],
      ],
      fr: [
        'Rappel : procédure d’arrêt des machines',
        'Relisez-la avant votre prochaine intervention.',
        ['La procédure d’arrêt des machines a été mise à jour : relisez-la dans la bibliothèque.'],
      ],
      topics: [0, 1],
      daysAgo: 12,
    },
  ],
};

const DAY_MS = 86_400_000;

function bodyOf(paragraphs: readonly string[]): string {
  return paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('');
}

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

async function seedTenantNews(db: Kysely<Database>, news: TDemoNews, now: Date): Promise<void> {
  const existing = await db
    .selectFrom('articles')
    .select('id')
    .where('tenant_code', '=', news.tenantCode)
    .limit(1)
    .executeTakeFirst();
  if (existing) {
    return;
  }
  const record = createLearningRecordService();
  const reading = createNewsReadingService(db, { record });
  const admin = createNewsAdminService(db, { record, reading });
  const actor = { tenantCode: news.tenantCode, userCode: news.adminUserCode, defaultLocale: news.defaultLocale };
  const topicIds: number[] = [];
  for (const [nameEn, nameFr] of news.topics) {
    topicIds.push((await admin.createTopic(actor, { nameEn, nameFr })).topicId);
  }
  const images = await findDemoImages(db, news.tenantCode, news.articles.length);
  // Oldest first, so the ids follow the publication order.
  const ordered = [...news.articles].sort((a, b) => b.daysAgo - a.daysAgo);
  for (const [index, article] of ordered.entries()) {
    const request: TSaveArticleRequest = {
      texts: {
        en: article.en ? { title: article.en[0], summary: article.en[1], bodyHtml: bodyOf(article.en[2]) } : null,
        'fr-CA': { title: article.fr[0], summary: article.fr[1], bodyHtml: bodyOf(article.fr[2]) },
      },
      coverMediaId: images.length > 0 ? images[index % images.length] : null,
      topicIds: article.topics.flatMap((position) => topicIds[position] ?? []),
      status: 'PUBLISHED',
      publishAt: new Date(now.getTime() - article.daysAgo * DAY_MS).toISOString(),
      isPinned: article.isPinned ?? false,
    };
    const saved = await admin.createArticle(actor, ZSaveArticleRequestSchema.parse(request));
    // Read a few hours after it went live: the demo's dashboards keep today's activity as it was.
    const readAt = new Date(now.getTime() - article.daysAgo * DAY_MS + 3 * 3_600_000).toISOString();
    for (const userCode of article.readers ?? []) {
      await record.record(db, news.tenantCode, [articleReadStatement(userCode, saved.articleId)], readAt);
    }
    for (const userCode of article.likers ?? []) {
      await reading.setLike({ ...actor, userCode }, saved.articleId, true);
    }
  }
}

/** Seeds the demo tenants' news (skips a tenant that has articles). */
export async function seedDemoNews(db: Kysely<Database>, now: Date = new Date()): Promise<void> {
  for (const news of [ACME, BOREAL]) {
    await seedTenantNews(db, news, now);
  }
}
