import { buildImageUrl, type TExploreCard, type TExploreItemKind } from '@portal/contracts';
import type { TBrowseDocument, TBrowseEntity } from '../search/search-browse.ts';
import { searchProseOf } from '../search/search-index.writer.ts';

/** Each Explore kind as the search index keeps it (module, entity kind); the learning record's object kind is the entity kind. */
export const EXPLORE_ENTITIES: Readonly<Record<TExploreItemKind, TBrowseEntity>> = {
  PATH: { moduleCode: 'LEARNINGPATH', entityKind: 'PATH' },
  RESOURCE: { moduleCode: 'RESOURCELIBRARY', entityKind: 'RESOURCE' },
  ASSESSMENT: { moduleCode: 'ASSESSMENT', entityKind: 'ASSESSMENTSET' },
  EVENT: { moduleCode: 'EVENTS', entityKind: 'EVENT' },
  NEWS: { moduleCode: 'NEWS', entityKind: 'ARTICLE' },
};

const KIND_OF_ENTITY = new Map(
  Object.entries(EXPLORE_ENTITIES).map(([kind, entity]) => [entity.entityKind, kind as TExploreItemKind]),
);

/** The Explore kind of an index entity kind (`ASSESSMENTSET` -> ASSESSMENT), undefined for others. */
export function exploreKindOf(entityKind: string): TExploreItemKind | undefined {
  return KIND_OF_ENTITY.get(entityKind);
}

const SUMMARY_LENGTH = 200;

/** The first words of the prose, cut at a word within `SUMMARY_LENGTH` characters; null when there is none. */
function summaryOf(text: string): string | null {
  const prose = searchProseOf(text).trim();
  if (prose === '') {
    return null;
  }
  if (prose.length <= SUMMARY_LENGTH) {
    return prose;
  }
  const cut = prose.slice(0, SUMMARY_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > SUMMARY_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export type TCardExtras = {
  imageMediaId?: string | undefined;
  learnerCount?: number | undefined;
  competencyName?: string | undefined;
  gap?: number | undefined;
};

/** A card of an index document (its title, prose, module page), null for a kind Explore does not show. */
export function presentCard(
  document: TBrowseDocument,
  tenantCode: string,
  extras: TCardExtras = {},
): TExploreCard | null {
  const kind = exploreKindOf(document.entity_kind);
  const id = Number(document.entity_id);
  if (!kind || !Number.isSafeInteger(id) || document.url === null) {
    return null;
  }
  return {
    kind,
    id,
    title: document.title,
    summary: summaryOf(document.text),
    imageUrl: extras.imageMediaId ? buildImageUrl([], extras.imageMediaId, tenantCode) : null,
    href: document.url,
    publishedAt: document.published_at,
    meta: {
      assetTypeCode: document.asset_type_code,
      learnerCount: extras.learnerCount ?? null,
      competencyName: extras.competencyName ?? null,
      gap: extras.gap ?? null,
    },
  };
}
