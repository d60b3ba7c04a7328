import type { Selectable } from 'kysely';
import type { SearchDocumentsTable } from '../../../apps/server/src/db/schema.ts';
import { createRandom, pickShare, type TRandom } from './random.ts';
import { buildVocabulary, type TVocabulary } from './vocabulary.ts';
import { BENCH_TENANTS, type TBenchTenant } from './bench-tenants.ts';

/*
 * The search bench's corpus, generated from a seed (no fixture in git, no network): documents of
 * 20 tenants in en and fr-CA over the searchable modules, with titles of 4-10 words and bodies of
 * 30-120 words drawn from `vocabulary.ts`. Generated in batches, twice for the same seed (once per
 * engine) rather than held in memory: a million documents are about a gigabyte of text.
 */

/** Bump when the generator changes: kept databases (BENCH_SEARCH_KEEP) of another version are rebuilt. */
const CORPUS_VERSION = 1;
export const DEFAULT_CORPUS_SEED = 'portal-search-bench';

/**
 * A `search_documents` row as the bench writes it (the `id` is the document's number, from 1; the
 * sort key is derived when the row is written, as the writer does).
 */
export type TCorpusDocument = Omit<Selectable<SearchDocumentsTable>, 'sort_title'>;

type TCorpusLocale = 'en' | 'fr-CA';

type TModuleShape = { code: string; kind: string; share: number; path: string };

// What each module holds; the resource library is most of a portal's content.
const MODULES: readonly TModuleShape[] = [
  { code: 'RESOURCELIBRARY', kind: 'RESOURCE', share: 0.4, path: '/resources' },
  { code: 'LEARNINGPATH', kind: 'PATH', share: 0.14, path: '/learning-paths' },
  { code: 'NEWS', kind: 'ARTICLE', share: 0.14, path: '/news' },
  { code: 'EVENTS', kind: 'EVENT', share: 0.1, path: '/events' },
  { code: 'ASSESSMENT', kind: 'ASSESSMENT', share: 0.1, path: '/assessments' },
  { code: 'TRIVIA', kind: 'TEST', share: 0.05, path: '/trivia' },
  { code: 'EXPLORE', kind: 'TOPIC', share: 0.04, path: '/explore' },
  { code: 'TEAMS', kind: 'TEAM', share: 0.03, path: '/teams' },
];

const ASSET_TYPES: readonly { code: string; share: number }[] = [
  { code: 'DOCUMENT', share: 0.3 },
  { code: 'VIDEO_MP4', share: 0.25 },
  { code: 'COURSE_HOSTED', share: 0.15 },
  { code: 'POWERPOINT', share: 0.1 },
  { code: 'URL_WEBINAR', share: 0.08 },
  { code: 'URL_PODCAST', share: 0.07 },
  { code: 'IMAGE', share: 0.05 },
];

/**
 * Modules whose entities may be for some people only (issue 19), the share of them that are, and
 * the keys they are for (1 to 3 of these): job roles, locations and groups, as events and news
 * write them. Drawn from a random stream of their own, so the documents' texts stay those of the
 * corpus without audiences (figures before and after stay comparable).
 */
const AUDIENCE_MODULES: readonly string[] = ['NEWS', 'EVENTS'];
const RESTRICTED_SHARE = 0.3;
const AUDIENCE_KEYS: readonly string[] = [
  'JOB_ROLE:SALES_ASSOCIATE',
  'JOB_ROLE:STORE_MANAGER',
  'JOB_ROLE:TECHNICIEN',
  ...Array.from({ length: 10 }, (_, index) => `LOCATION:${index + 1}`),
  ...Array.from({ length: 5 }, (_, index) => `GROUP:${index + 1}`),
];

/** The stored audience of an entity: null (everyone), or 1-3 keys as a JSON array. */
function drawAudience(random: TRandom, moduleCode: string): string | null {
  const isRestricted = random.chance(RESTRICTED_SHARE);
  if (!AUDIENCE_MODULES.includes(moduleCode) || !isRestricted) {
    return null;
  }
  const keys = new Set<string>();
  const count = random.integer(1, 3);
  while (keys.size < count) {
    keys.add(AUDIENCE_KEYS[random.integer(0, AUDIENCE_KEYS.length - 1)] ?? 'GROUP:1');
  }
  return JSON.stringify([...keys].sort());
}

/** Entities also written in their tenant's other language. */
const TRANSLATED_SHARE = 0.25;
const DAY_MS = 86_400_000;
/** Documents are dated over the three years before this instant (fixed: the corpus is the same every run). */
const CORPUS_EPOCH = Date.parse('2026-06-01T00:00:00.000Z');
/** Not effective yet, or expiring later: after this instant, far enough ahead to stay in the future. */
const FUTURE_EPOCH = Date.parse('2031-01-01T00:00:00.000Z');

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** A content word, or a function word with this probability. */
function drawToken(random: TRandom, vocabulary: TVocabulary, fillerShare: number): string {
  return random.chance(fillerShare) ? vocabulary.drawFiller(random) : vocabulary.drawWord(random);
}

function generateTitle(random: TRandom, vocabulary: TVocabulary): string {
  const count = random.integer(4, 10);
  const words: string[] = [];
  for (let index = 0; index < count; index += 1) {
    // Titles are mostly content words; never a function word first.
    words.push(index === 0 ? vocabulary.drawWord(random) : drawToken(random, vocabulary, 0.15));
  }
  return capitalize(words.join(' '));
}

function generateBody(random: TRandom, vocabulary: TVocabulary): string {
  const count = random.integer(30, 120);
  const sentences: string[] = [];
  let written = 0;
  while (written < count) {
    const length = Math.min(count - written, random.integer(6, 16));
    const words: string[] = [];
    for (let index = 0; index < length; index += 1) {
      words.push(drawToken(random, vocabulary, 0.35));
    }
    sentences.push(`${capitalize(words.join(' '))}${random.chance(0.15) ? ',' : '.'}`);
    written += length;
  }
  return sentences.join(' ').replace(/,$/, '.');
}

function isoAt(epochMs: number): string {
  return new Date(epochMs).toISOString();
}

type TCorpusGenerator = {
  /** The next documents (fewer at the end; none once `size` were given). */
  nextBatch: (batchSize: number) => TCorpusDocument[];
};

/**
 * The corpus of `size` documents for a seed: entities spread evenly over the tenants, each with a
 * document in its tenant's main language and, for a quarter, a second one in the other language.
 */
export function createCorpus(size: number, seed: string = DEFAULT_CORPUS_SEED): TCorpusGenerator {
  const random = createRandom(`${seed}/corpus/${CORPUS_VERSION}`);
  const audienceRandom = createRandom(`${seed}/audience/${CORPUS_VERSION}`);
  const vocabularies = { en: buildVocabulary('english'), 'fr-CA': buildVocabulary('french') } as const;
  let written = 0;
  let entityNumber = 0;
  let pending: TCorpusDocument[] = [];

  function entityDocuments(tenant: TBenchTenant): TCorpusDocument[] {
    entityNumber += 1;
    const module = pickShare(random, MODULES);
    const mainLocale: TCorpusLocale = random.chance(tenant.englishShare) ? 'en' : 'fr-CA';
    const otherLocale: TCorpusLocale = mainLocale === 'en' ? 'fr-CA' : 'en';
    const locales = random.chance(TRANSLATED_SHARE) ? [mainLocale, otherLocale] : [mainLocale];
    const statusDraw = random.next();
    const status = statusDraw < 0.9 ? 'PUBLISHED' : statusDraw < 0.97 ? 'UNPUBLISHED' : 'PENDING_PUBLISHING';
    const assetType = module.code === 'RESOURCELIBRARY' ? pickShare(random, ASSET_TYPES).code : null;
    const createdAt = CORPUS_EPOCH - random.integer(0, 3 * 365) * DAY_MS - random.integer(0, DAY_MS - 1);
    const updatedAt = Math.min(CORPUS_EPOCH, createdAt + random.integer(0, 180) * DAY_MS);
    const datesDraw = random.next();
    // A few are not effective yet, or expired.
    const effectiveDate = datesDraw < 0.03 ? FUTURE_EPOCH + random.integer(1, 60) * DAY_MS : createdAt;
    const expiryDraw = random.next();
    const expiryDate =
      expiryDraw < 0.03
        ? CORPUS_EPOCH - random.integer(1, 300) * DAY_MS
        : expiryDraw < 0.05
          ? FUTURE_EPOCH + random.integer(30, 720) * DAY_MS
          : null;
    const entityId = String(entityNumber);
    const audience = drawAudience(audienceRandom, module.code);
    return locales.map((locale) => {
      const vocabulary = vocabularies[locale];
      return {
        id: 0,
        tenant_code: tenant.code,
        module_code: module.code,
        entity_kind: module.kind,
        entity_id: entityId,
        locale,
        status,
        asset_type_code: assetType,
        title: generateTitle(random, vocabulary),
        text: generateBody(random, vocabulary),
        url: `${module.path}/${entityId}`,
        created_at: isoAt(createdAt),
        updated_at: isoAt(updatedAt),
        effective_date: isoAt(effectiveDate),
        expiry_date: expiryDate === null ? null : isoAt(expiryDate),
        audience,
      };
    });
  }

  return {
    nextBatch(batchSize) {
      const batch: TCorpusDocument[] = [];
      while (batch.length < batchSize && written < size) {
        if (pending.length === 0) {
          const tenant = BENCH_TENANTS[entityNumber % BENCH_TENANTS.length];
          if (!tenant) {
            throw new Error('no bench tenant');
          }
          pending = entityDocuments(tenant);
        }
        const document = pending.shift();
        if (document) {
          written += 1;
          batch.push({ ...document, id: written });
        }
      }
      return batch;
    },
  };
}
