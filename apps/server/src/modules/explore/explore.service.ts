import {
  EXPLORE_ITEM_KINDS,
  EXPLORE_KIND_MODULES,
  EXPLORE_MESSAGES,
  ExploreLimits,
  isModuleEnabled,
  localizedText,
  ZExploreItemsResponseSchema,
  ZExploreResponseSchema,
  ZRecommendationsResponseSchema,
  type TExplore,
  type TExploreCard,
  type TExploreGroup,
  type TExploreItemKind,
  type TExploreItemsQuery,
  type TLocaleCode,
  type TModuleCode,
} from '@portal/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createAnswerCache } from '../../lib/answer-cache.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TKeptAnswer } from '../../lib/kept-answer.ts';
import { createLoadingCache } from '../../lib/loading-cache.ts';
import type { TActor } from '../../plugins/authentication.ts';
import { competencyTagLinks } from '../competencies/competency-explore-links.ts';
import { competenciesOf } from '../competencies/competency-framework.service.ts';
import type { TCompetencyGate } from '../competencies/competency-gate.ts';
import { eventCategoryLinks, eventCoverIds } from '../events/event-explore.ts';
import { viewerAudienceKeys } from '../events/event-audience.ts';
import { trendingObjectsNear } from '../learning-record/learning-record-trending.ts';
import { articleCoverIds } from '../news/news-explore.ts';
import type { TCategoriesService } from '../resources/categories.service.ts';
import { resourceCategoryLinks, resourceThumbnailIds } from '../resources/resource-explore.ts';
import {
  browseDocuments,
  browseGroups,
  findBrowseDocuments,
  type TBrowseDocument,
  type TBrowseGroup,
  type TBrowseLinks,
  type TBrowseScope,
} from '../search/search-browse.ts';
import type { TSkillsService } from '../skills/skills.service.ts';
import type { TTenantService } from '../tenant/tenant.service.ts';
import { EXPLORE_ENTITIES, exploreKindOf, presentCard, type TCardExtras } from './explore.presenter.ts';

/*
 * Explore (issue 20): what the tenant offers, across its enabled content modules, for one viewer.
 * Everything is read from the search index (`search-browse.ts`), so publication, dates, audiences
 * and module gating are the index's, decided in SQL; the sections add what other modules know:
 * categories (the resource library's tree, resources' and events' links), competencies (the
 * framework and its tags), the learning record (what people near me did) and the skills module's
 * ranked recommendations for my gaps.
 *
 * Kept answers: the sections shared by everyone of an audience (new, trending, groups) are kept per
 * tenant, language, offered kinds and audience keys; the whole answer per viewer. All for
 * `CACHE_MS` (the groups `GROUPS_CACHE_MS`): content published elsewhere shows within that time; a
 * module turned off changes the offered kinds, hence the keys, at once (the tenant's module list is
 * dropped on its change signal).
 */

/**
 * A discovery page: what was published elsewhere may show half a minute late, and recomputing the
 * sections of a large tenant (a shelf's count reads every document of its group) costs far more
 * than a kept answer.
 */
const CACHE_MS = 30_000;
/**
 * Categories and competencies with their counts are kept longer: counting a tenant's whole catalogue
 * reads every document of a group (about a second at 100 000 items on SQLite), and a count a minute
 * old is still what people expect of a list of categories.
 */
const GROUPS_CACHE_MS = 60_000;
const DAY_MS = 86_400_000;
/** Bytes of whole answers kept (a page of about 100 cards is 40-60 KB). */
const ANSWER_BYTES = 64 * 1024 * 1024;
/** Trending objects read from the record before visibility is checked (some are hidden, gone or off). */
const TRENDING_CANDIDATES = 60;
/** Recommendations asked of the skills module before visibility is checked. */
const RECOMMENDATION_CANDIDATES = 60;

export type TExploreActor = TActor;

export type TExploreDeps = {
  tenants: Pick<TTenantService, 'listEnabledModuleCodes'>;
  categories: Pick<TCategoriesService, 'listCategories'>;
  skills: Pick<TSkillsService, 'getRecommendationsAnswer'>;
  competencyGate: Pick<TCompetencyGate, 'flagsOf'>;
  now?: () => Date;
};

export type TExploreService = ReturnType<typeof createExploreService>;

type TViewer = {
  actor: TExploreActor;
  tenantCode: string;
  locale: TLocaleCode;
  kinds: TExploreItemKind[];
  audienceKeys: string[];
  isSkillsOn: boolean;
};

/** The sections every viewer of an audience shares. */
type TSharedSections = Pick<TExplore, 'newThisWeek' | 'trendingNearMe' | 'byCategory' | 'byCompetency'>;

/** The part of an audience key after `KIND:` (`LOCATION:12` -> `12`), or null. */
function audienceCode(keys: readonly string[], kind: string): string | null {
  const key = keys.find((candidate) => candidate.startsWith(`${kind}:`));
  return key === undefined ? null : key.slice(kind.length + 1) || null;
}

export function createExploreService(db: Kysely<Database>, deps: TExploreDeps) {
  const now = deps.now ?? (() => new Date());
  const answers = createAnswerCache({ maxBytes: ANSWER_BYTES, ttl: CACHE_MS });
  const shared = createLoadingCache<Pick<TSharedSections, 'newThisWeek' | 'trendingNearMe'>>({
    max: 2_000,
    ttl: CACHE_MS,
  });
  const groups = createLoadingCache<Pick<TSharedSections, 'byCategory' | 'byCompetency'>>({
    max: 2_000,
    ttl: GROUPS_CACHE_MS,
  });
  // A viewer's audience (job role, location, groups: two queries) is read on every call, before any
  // kept answer can be looked up; kept as long as the answers (news keeps its viewers the same way).
  const audiences = createLoadingCache<string[]>({ max: 10_000, ttl: CACHE_MS });

  /** Who is looking: their tenant's offered kinds, their audience, whether skills are on for learners. */
  async function viewerOf(actor: TExploreActor, asked: TLocaleCode | undefined): Promise<TViewer> {
    const [modules, audienceKeys, flags] = await Promise.all([
      deps.tenants.listEnabledModuleCodes(actor.tenantCode),
      audiences.forceFetch(`${actor.tenantCode}|${actor.userCode}`, {
        context: async () => [...(await viewerAudienceKeys(db, actor.tenantCode, actor.userCode))].sort(),
      }),
      deps.competencyGate.flagsOf(actor.tenantCode),
    ]);
    const kinds = EXPLORE_ITEM_KINDS.filter((kind) => isModuleEnabled(modules, EXPLORE_KIND_MODULES[kind]));
    // Skills are the assessment module's, and shown to learners only with both flags on.
    const isSkillsOn =
      isModuleEnabled(modules, 'ASSESSMENT' satisfies TModuleCode) &&
      flags.competenciesEnabled &&
      flags.competencyUserViewEnabled;
    return {
      actor,
      tenantCode: actor.tenantCode,
      locale: asked ?? actor.defaultLocale,
      kinds,
      audienceKeys,
      isSkillsOn,
    };
  }

  function scopeOf(viewer: TViewer, kinds: readonly TExploreItemKind[] = viewer.kinds): TBrowseScope {
    return {
      tenantCode: viewer.tenantCode,
      locale: viewer.locale,
      entities: kinds.map((kind) => EXPLORE_ENTITIES[kind]),
      audienceKeys: viewer.audienceKeys,
      now: now().toISOString(),
    };
  }

  /** Cards of documents, with their images (each module's own picture: thumbnail or cover). */
  async function cardsOf(
    tenantCode: string,
    documents: readonly TBrowseDocument[],
    extrasOf: (document: TBrowseDocument) => TCardExtras = () => ({}),
  ): Promise<TExploreCard[]> {
    const idsOf = (entityKind: string) =>
      documents.filter((document) => document.entity_kind === entityKind).map((document) => Number(document.entity_id));
    const [thumbnails, eventCovers, articleCovers] = await Promise.all([
      resourceThumbnailIds(db, tenantCode, idsOf('RESOURCE')),
      eventCoverIds(db, tenantCode, idsOf('EVENT')),
      articleCoverIds(db, tenantCode, idsOf('ARTICLE')),
    ]);
    const images: Record<string, Map<number, string>> = {
      RESOURCE: thumbnails,
      EVENT: eventCovers,
      ARTICLE: articleCovers,
    };
    return documents.flatMap((document) => {
      const imageMediaId = images[document.entity_kind]?.get(Number(document.entity_id));
      const card = presentCard(document, tenantCode, { ...extrasOf(document), imageMediaId });
      return card ? [card] : [];
    });
  }

  /** Groups as the page lists them: the fullest first (then by name), each with its newest cards. */
  async function groupsOf(
    viewer: TViewer,
    groups: readonly TBrowseGroup[],
    nameOf: (groupId: number) => string | undefined,
  ): Promise<TExploreGroup[]> {
    const named = groups
      .flatMap((group) => {
        const name = nameOf(group.groupId);
        return name === undefined ? [] : [{ ...group, name }];
      })
      .sort((left, right) => right.total - left.total || left.name.localeCompare(right.name, viewer.locale))
      .slice(0, ExploreLimits.maxGroups);
    const cards = await cardsOf(
      viewer.tenantCode,
      named.flatMap((group) => group.documents),
    );
    const cardsByKey = new Map(cards.map((card) => [`${card.kind}:${card.id}`, card]));
    return named.map((group) => ({
      id: group.groupId,
      name: group.name,
      count: group.total,
      items: group.documents.flatMap((document) => {
        const card = cardsByKey.get(`${exploreKindOf(document.entity_kind)}:${document.entity_id}`);
        return card ? [card] : [];
      }),
    }));
  }

  /** The category links of the offered kinds (resources and events have categories). */
  function categoryLinksOf(viewer: TViewer): TBrowseLinks[] {
    return [
      ...(viewer.kinds.includes('RESOURCE') ? [resourceCategoryLinks(viewer.tenantCode)] : []),
      ...(viewer.kinds.includes('EVENT') ? [eventCategoryLinks(viewer.tenantCode)] : []),
    ];
  }

  async function categoryNames(viewer: TViewer): Promise<Map<number, string>> {
    const categories = await deps.categories.listCategories(viewer.actor, viewer.locale);
    return new Map(categories.map((category) => [category.categoryId, category.name]));
  }

  async function competencyNames(viewer: TViewer): Promise<Map<number, string>> {
    const competencies = await competenciesOf(db, viewer.tenantCode);
    return new Map(competencies.map((competency) => [competency.id, localizedText(competency.name, viewer.locale)]));
  }

  async function byCategory(viewer: TViewer): Promise<TExploreGroup[]> {
    const links = categoryLinksOf(viewer);
    if (links.length === 0) {
      return [];
    }
    const [groups, names] = await Promise.all([
      browseGroups(db, scopeOf(viewer), unionOf(links), ExploreLimits.groupSize),
      categoryNames(viewer),
    ]);
    return groupsOf(viewer, groups, (id) => names.get(id));
  }

  async function byCompetency(viewer: TViewer): Promise<TExploreGroup[]> {
    if (!viewer.isSkillsOn || !(viewer.kinds.includes('RESOURCE') || viewer.kinds.includes('PATH'))) {
      return [];
    }
    const [groups, names] = await Promise.all([
      browseGroups(db, scopeOf(viewer), competencyTagLinks(viewer.tenantCode), ExploreLimits.groupSize),
      competencyNames(viewer),
    ]);
    return groupsOf(viewer, groups, (id) => names.get(id));
  }

  async function newThisWeek(viewer: TViewer): Promise<TExploreCard[]> {
    const since = new Date(now().getTime() - ExploreLimits.newWithinDays * DAY_MS).toISOString();
    const { documents } = await browseDocuments(
      db,
      scopeOf(viewer),
      { publishedSince: since },
      { offset: 0, limit: ExploreLimits.sectionSize, isCounted: false },
    );
    return cardsOf(viewer.tenantCode, documents);
  }

  async function trendingNearMe(viewer: TViewer): Promise<TExploreCard[]> {
    const locationId = Number(audienceCode(viewer.audienceKeys, 'LOCATION'));
    const trending = await trendingObjectsNear(
      db,
      viewer.tenantCode,
      {
        jobRoleCode: audienceCode(viewer.audienceKeys, 'JOB_ROLE'),
        locationId: Number.isSafeInteger(locationId) && locationId > 0 ? locationId : null,
      },
      {
        since: new Date(now().getTime() - ExploreLimits.trendingWithinDays * DAY_MS).toISOString(),
        objectKinds: viewer.kinds.map((kind) => EXPLORE_ENTITIES[kind].entityKind),
        limit: TRENDING_CANDIDATES,
      },
    );
    const kindsByEntity = new Map(viewer.kinds.map((kind) => [EXPLORE_ENTITIES[kind].entityKind, kind]));
    const wanted = trending.flatMap((object) => {
      const kind = kindsByEntity.get(object.objectKind);
      return kind ? [{ ...EXPLORE_ENTITIES[kind], entityId: object.objectId }] : [];
    });
    const documents = (await findBrowseDocuments(db, scopeOf(viewer), wanted)).slice(0, ExploreLimits.sectionSize);
    const learners = new Map(
      trending.map((object) => [`${object.objectKind}/${object.objectId}`, object.learnerCount]),
    );
    return cardsOf(viewer.tenantCode, documents, (document) => ({
      learnerCount: learners.get(`${document.entity_kind}/${document.entity_id}`),
    }));
  }

  /** The skills module's ranked recommendations for my gaps, as cards I may open; null when skills are off. */
  async function recommendedForGaps(actor: TExploreActor, viewer: TViewer): Promise<TExploreCard[] | null> {
    if (!viewer.isSkillsOn) {
      return null;
    }
    const answer = await deps.skills.getRecommendationsAnswer(actor, {
      locale: viewer.locale,
      pageNo: 1,
      pageSize: RECOMMENDATION_CANDIDATES,
    });
    const { result } = ZRecommendationsResponseSchema.parse(JSON.parse(answer.bytes.toString('utf8')));
    const kinds = viewer.kinds.filter((kind) => kind === 'RESOURCE' || kind === 'PATH');
    const wanted = result.flatMap((recommendation) => {
      const kind = recommendation.objectKind === 'PATH' ? 'PATH' : 'RESOURCE';
      return kinds.includes(kind) ? [{ ...EXPLORE_ENTITIES[kind], entityId: String(recommendation.objectId) }] : [];
    });
    const documents = (await findBrowseDocuments(db, scopeOf(viewer, kinds), wanted)).slice(
      0,
      ExploreLimits.sectionSize,
    );
    const reasons = new Map(
      result.map((recommendation) => [`${recommendation.objectKind}/${recommendation.objectId}`, recommendation]),
    );
    return cardsOf(viewer.tenantCode, documents, (document) => {
      const reason = reasons.get(`${document.entity_kind}/${document.entity_id}`);
      return { competencyName: reason?.competencyName, gap: reason?.gap };
    });
  }

  async function sharedSections(viewer: TViewer): Promise<TSharedSections> {
    const key = JSON.stringify([
      viewer.tenantCode,
      viewer.locale,
      viewer.kinds,
      viewer.audienceKeys,
      viewer.isSkillsOn,
    ]);
    const [rows, grouped] = await Promise.all([
      shared.forceFetch(key, {
        context: async () => {
          const [fresh, trending] = await Promise.all([newThisWeek(viewer), trendingNearMe(viewer)]);
          return { newThisWeek: fresh, trendingNearMe: trending };
        },
      }),
      groups.forceFetch(key, {
        context: async () => {
          const [categories, competencies] = await Promise.all([byCategory(viewer), byCompetency(viewer)]);
          return { byCategory: categories, byCompetency: competencies };
        },
      }),
    ]);
    return { ...rows, ...grouped };
  }

  /** `GET /api/explore`: the page, as sent (kept per viewer a few seconds). */
  async function getExploreAnswer(actor: TExploreActor, asked: TLocaleCode | undefined): Promise<TKeptAnswer> {
    const viewer = await viewerOf(actor, asked);
    const key = [
      actor.tenantCode,
      actor.userCode,
      'page',
      viewer.locale,
      viewer.kinds.join(','),
      String(viewer.isSkillsOn),
    ];
    return answers.get(key, async () => {
      const [sections, recommended] = await Promise.all([sharedSections(viewer), recommendedForGaps(actor, viewer)]);
      const page: TExplore = { kinds: viewer.kinds, ...sections, recommendedForGaps: recommended };
      return {
        json: JSON.stringify(ZExploreResponseSchema.parse({ success: true, returnValue: page, message: null })),
      };
    });
  }

  /** The kinds a request may list: those asked (each must be offered: else a 400 naming `kinds`), else all offered. */
  function askedKinds(viewer: TViewer, asked: readonly TExploreItemKind[] | undefined): TExploreItemKind[] {
    if (asked === undefined) {
      return viewer.kinds;
    }
    if (asked.some((kind) => !viewer.kinds.includes(kind))) {
      throw new AppError('validation_failed', EXPLORE_MESSAGES.kindNotOffered, {
        kinds: [EXPLORE_MESSAGES.kindNotOffered],
      });
    }
    return EXPLORE_ITEM_KINDS.filter((kind) => asked.includes(kind));
  }

  /** The links of the asked group (a category or a competency of the tenant: else 404), and the kinds it can hold. */
  async function groupFilterOf(viewer: TViewer, query: TExploreItemsQuery, kinds: TExploreItemKind[]) {
    if (query.categoryId !== undefined) {
      if (!(await categoryNames(viewer)).has(query.categoryId)) {
        throw new AppError('not_found', 'No such category.');
      }
      const links = categoryLinksOf({ ...viewer, kinds });
      return { kinds: kinds.filter((kind) => kind === 'RESOURCE' || kind === 'EVENT'), links, id: query.categoryId };
    }
    if (query.competencyId !== undefined) {
      if (!viewer.isSkillsOn || !(await competencyNames(viewer)).has(query.competencyId)) {
        throw new AppError('not_found', 'No such competency.');
      }
      return {
        kinds: kinds.filter((kind) => kind === 'RESOURCE' || kind === 'PATH'),
        links: [competencyTagLinks(viewer.tenantCode)],
        id: query.competencyId,
      };
    }
    return null;
  }

  /** `POST /api/explore/items`: one shelf in full, newest first, paged (kept per audience and request a few seconds). */
  async function listItemsAnswer(actor: TExploreActor, query: TExploreItemsQuery): Promise<TKeptAnswer> {
    const viewer = await viewerOf(actor, query.locale);
    const kinds = askedKinds(viewer, query.kinds);
    const key = [
      actor.tenantCode,
      'items',
      viewer.audienceKeys.join(','),
      viewer.locale,
      viewer.kinds.join(','),
      JSON.stringify({ ...query, kinds }),
    ];
    // The group is checked when the answer is computed: a kept answer was checked then (an unknown
    // group is a 404, never kept), and a shelf served from memory reads no category list.
    return answers.get(key, async () => {
      const group = await groupFilterOf(viewer, query, kinds);
      const scopeKinds = group ? group.kinds : kinds;
      const links = group?.links ?? [];
      const isEmptyGroup = group !== null && links.length === 0;
      const since = query.isNewThisWeek
        ? new Date(now().getTime() - ExploreLimits.newWithinDays * DAY_MS).toISOString()
        : undefined;
      const { total, documents } = isEmptyGroup
        ? { total: 0, documents: [] }
        : await browseDocuments(
            db,
            scopeOf(viewer, scopeKinds),
            {
              publishedSince: since,
              titleContains: query.term,
              group: group ? { links: unionOf(links), groupId: group.id } : undefined,
            },
            { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize },
          );
      const page = { result: await cardsOf(viewer.tenantCode, documents), totalRecords: total };
      return { json: JSON.stringify(ZExploreItemsResponseSchema.parse(page)) };
    });
  }

  /** Drops every kept answer of the tenant (its content or settings changed in this process). */
  function forgetTenant(tenantCode: string): void {
    answers.forget([tenantCode]);
    const prefix = `${JSON.stringify([tenantCode]).slice(0, -1)},`;
    for (const cache of [shared, groups]) {
      for (const key of [...cache.keys()]) {
        if (key.startsWith(prefix)) {
          cache.delete(key);
        }
      }
    }
    for (const key of [...audiences.keys()]) {
      if (key.startsWith(`${tenantCode}|`)) {
        audiences.delete(key);
      }
    }
  }

  return { getExploreAnswer, listItemsAnswer, forgetTenant };
}

/** Several modules' links as one (each already of the tenant). */
function unionOf(links: readonly TBrowseLinks[]): TBrowseLinks {
  const [first, ...rest] = links;
  if (!first) {
    throw new Error('unionOf() needs at least one link source');
  }
  return rest.reduce<TBrowseLinks>((all, next) => sql`${all} union all ${next}`, first);
}
