import type { TAssetTypeCode, TDurationType, TResourceStatus } from '@portal/contracts';
import type { TPalette } from './media-fixtures/title-card.ts';

/*
 * The demo resource library as data: each demo tenant's category tree and its resources, in en
 * and fr-CA. `seed-resources.ts` turns it into media and resources through the media and resource
 * services. The content itself is in `resource-catalogue-acme.ts` and `resource-catalogue-boreal.ts`.
 */

export type TBilingual = { en: string; fr: string };

export type TDemoCategory = { code: string; names: TBilingual; children: { code: string; names: TBilingual }[] };

/** The file types: their attachments are generated media of the tenant's demo kit. */
export type TFileAssetType = Extract<TAssetTypeCode, 'DOCUMENT' | 'VIDEO_MP4' | 'POWERPOINT' | 'IMAGE'>;
/** The link types: their URL is the tenant's site for the type plus the asset's slug. */
export type TLinkAssetType = Extract<TAssetTypeCode, 'URL_WEBINAR' | 'COURSE_HOSTED' | 'URL_PODCAST'>;

export type TDemoAsset =
  | {
      type: TFileAssetType;
      titles?: TBilingual;
      /** Attach the file in both languages (two attachments) instead of the tenant's default one. */
      isBilingual?: boolean;
    }
  | { type: Exclude<TLinkAssetType, 'URL_PODCAST'>; slug: string; titles?: TBilingual }
  | { type: 'URL_PODCAST'; slug?: string; titles?: TBilingual; hasAudio?: boolean };

/**
 * An assignment of a resource to a demo user by the catalogue's author (the tenant's
 * administrator). All days count from the seed time, so the accomplishments stay the same whenever
 * the demo is seeded.
 */
export type TDemoAssignment = {
  userCode: string;
  /** Days before the seed it was assigned: at most the resource's `ageDays`. */
  daysAgo: number;
  /** Days after the seed it is due (negative: already past); absent: no due date. */
  dueInDays?: number;
  /** An elective; required when absent. */
  isElective?: boolean;
  /**
   * Days before the seed the user opened it, at most `daysAgo`: that view completes the assignment
   * (contracts `profile-activity.ts`). Absent: still to do. The view is one more than `views`.
   */
  completedDaysAgo?: number;
};

export type TDemoResource = {
  /** A stable slug, unique within the tenant. */
  key: string;
  /** Child category codes (the first decides the thumbnail and the IMAGE assets' picture). */
  categories: string[];
  /** A language may be missing: readers then see the other one. */
  titles: Partial<TBilingual>;
  descriptions: Partial<TBilingual>;
  /** `45M`, `2H`, `3D`. */
  duration: `${number}${TDurationType}`;
  assets: TDemoAsset[];
  isFeatured?: boolean;
  isElectrified?: boolean;
  /** PUBLISHED when absent. */
  status?: TResourceStatus;
  /** Days before the seed the resource was created (and became effective); varies the lists' order. */
  ageDays: number;
  /** Days after the seed it becomes effective (a scheduled resource); absent: at creation. */
  effectiveInDays?: number;
  /** Days after its creation it expires (an expired resource when shorter than `ageDays`). */
  expiresAfterDays?: number;
  hasThumbnail?: boolean;
  /** Views recorded over the last weeks by the tenant's users (trending, the popular-assets report). */
  views?: number;
  /** Users who marked it as a favourite. */
  favoriteOf?: string[];
  /**
   * Its assignments (the profile's accomplishments). The resource must be visible to learners and
   * have no `views`, so no generated view completes an assignment before its own completion view.
   */
  assignedTo?: TDemoAssignment[];
};

export type TDemoCatalogue = {
  tenantCode: string;
  palette: TPalette;
  /** The language of generated files when a resource does not ask for both. */
  primaryLanguage: 'en' | 'fr';
  /** Who created the resources (an administrator of the tenant). */
  authorUserCode: string;
  /** Where each link type points: `https://…` without a trailing slash. */
  urlBases: Record<TLinkAssetType, string>;
  categories: TDemoCategory[];
  /** The categories demo users chose (child codes); users left out choose theirs at onboarding. */
  userCategories: Record<string, string[]>;
  resources: TDemoResource[];
};

/** Parses `45M` into the resource's duration fields. */
export function parseDuration(duration: TDemoResource['duration']): { value: number; type: TDurationType } {
  const match = /^(\d+)([DMH])$/.exec(duration);
  if (!match) {
    throw new Error(`bad demo duration ${duration}`);
  }
  return { value: Number(match[1]), type: match[2] as TDurationType };
}

/** The parent category of a child code (or the code itself when it is a parent). */
export function parentCategoryOf(catalogue: TDemoCatalogue, code: string): TDemoCategory {
  const parent = catalogue.categories.find(
    (category) => category.code === code || category.children.some((child) => child.code === code),
  );
  if (!parent) {
    throw new Error(`unknown demo category ${code} in ${catalogue.tenantCode}`);
  }
  return parent;
}

/** Default asset titles by type, when the catalogue gives none and the resource has several assets. */
export const ASSET_TITLES: Record<TAssetTypeCode, TBilingual> = {
  DOCUMENT: { en: 'Guide (PDF)', fr: 'Guide (PDF)' },
  URL_WEBINAR: { en: 'Join the webinar', fr: 'Participer au webinaire' },
  VIDEO_MP4: { en: 'Video', fr: 'Vidéo' },
  URL_PODCAST: { en: 'Listen to the episode', fr: 'Écouter l’épisode' },
  COURSE_HOSTED: { en: 'Start the course', fr: 'Commencer le cours' },
  POWERPOINT: { en: 'Slides', fr: 'Présentation' },
  IMAGE: { en: 'Infographic', fr: 'Infographie' },
};

// Shorthands that keep the catalogue files readable.
export const doc = (titles?: TBilingual, isBilingual?: boolean): TDemoAsset => ({
  type: 'DOCUMENT',
  titles,
  isBilingual,
});
export const video = (titles?: TBilingual, isBilingual?: boolean): TDemoAsset => ({
  type: 'VIDEO_MP4',
  titles,
  isBilingual,
});
export const deck = (titles?: TBilingual, isBilingual?: boolean): TDemoAsset => ({
  type: 'POWERPOINT',
  titles,
  isBilingual,
});
export const image = (titles?: TBilingual): TDemoAsset => ({ type: 'IMAGE', titles });
export const webinar = (slug: string, titles?: TBilingual): TDemoAsset => ({ type: 'URL_WEBINAR', slug, titles });
export const course = (slug: string, titles?: TBilingual): TDemoAsset => ({ type: 'COURSE_HOSTED', slug, titles });
/** A podcast episode: a link, an audio file, or both. */
export const podcast = (slug: string | undefined, hasAudio = false, titles?: TBilingual): TDemoAsset => ({
  type: 'URL_PODCAST',
  slug,
  hasAudio,
  titles,
});
