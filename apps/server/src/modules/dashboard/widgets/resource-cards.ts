import { buildImageUrl, DashboardLimits, resourceFeedPath, type TAssetListItem } from '@portal/contracts';
import type { TWidgetLoader } from './widget-context.ts';

/** A resource of the library's lists as a widget card (the image on this origin, the feed page). */
function cardOf(item: TAssetListItem, tenantCode: string) {
  return {
    resourceId: item.resourceId,
    title: item.title,
    thumbnailUrl: item.thumbnailMediaId ? buildImageUrl([], item.thumbnailMediaId, tenantCode) : null,
    href: resourceFeedPath(item.resourceId),
  };
}

/** FAVORITES: the person's latest favourites, from the resource library's own widget list. */
export const favoritesWidget: TWidgetLoader<'FAVORITES'> = async ({ actor, locale, sources }) => {
  const items = await sources.assetLists.favoritesWidget(actor, locale);
  return {
    widgetCode: 'FAVORITES',
    items: items.slice(0, DashboardLimits.listSize).map((item) => cardOf(item, actor.tenantCode)),
  };
};

/** TRENDING: the most viewed resources of the trending window, from the resource library. */
export const trendingWidget: TWidgetLoader<'TRENDING'> = async ({ actor, locale, sources }) => {
  const items = await sources.assetLists.trendingWidget(actor, locale);
  return {
    widgetCode: 'TRENDING',
    items: items.slice(0, DashboardLimits.listSize).map((item) => cardOf(item, actor.tenantCode)),
  };
};
