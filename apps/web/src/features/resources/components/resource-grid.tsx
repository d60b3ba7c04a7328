import { SimpleGrid } from '@mantine/core';
import type { TAssetListItem } from '@portal/contracts';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { usePageSettled } from '../../../lib/page-settled';
import { CARD_GRID_COLS, CardGridSkeleton } from '../../../components/ui/skeletons';
import { RESOURCE_CARD_HEIGHT, ResourceCard } from './resource-card';

type TResourceGridProps = {
  serviceUrl: string;
  resources: readonly TAssetListItem[];
  /** What to do next when the list is empty. */
  emptyText: string;
  /** How many of the first cards load their thumbnail at once (the page's first grid: its LCP). */
  priorityCount?: number;
  /**
   * A grid below the first screen: its skeleton stands until the page has its data
   * (`usePageSettled`), so the first screen's cards are built and painted without waiting for it.
   */
  isBelowFold?: boolean;
};

export function ResourceGrid({
  serviceUrl,
  resources,
  emptyText,
  priorityCount = 0,
  isBelowFold = false,
}: TResourceGridProps) {
  const { t } = useTranslation();
  const isPageSettled = usePageSettled();
  // The cards are the feed's heaviest render: React builds them in a transition, in slices that
  // leave a phone free to answer taps, with their skeletons shown meanwhile.
  const shown = useDeferredValue(isBelowFold && !isPageSettled ? null : resources, null);
  if (shown === null) {
    return <ResourceGridSkeleton count={resources.length} />;
  }
  if (shown.length === 0) {
    return <EmptyState title={t('resources.feed.emptyTitle')} text={emptyText} headingOrder={3} isCompact />;
  }
  return (
    <SimpleGrid component="ul" cols={CARD_GRID_COLS} p={0} m={0} style={{ listStyle: 'none' }}>
      {shown.map((resource, index) => (
        <li key={resource.resourceId}>
          <ResourceCard serviceUrl={serviceUrl} resource={resource} isPriority={index < priorityCount} />
        </li>
      ))}
    </SimpleGrid>
  );
}

/** The room of `count` resource cards while they load. */
export function ResourceGridSkeleton({ count }: { count: number }) {
  const { t } = useTranslation();
  return <CardGridSkeleton label={t('resources.loading')} count={count} cardHeight={RESOURCE_CARD_HEIGHT} />;
}
