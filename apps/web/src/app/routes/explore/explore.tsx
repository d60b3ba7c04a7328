import { Stack } from '@mantine/core';
import type { TExplore } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorAlert } from '../../../components/ui/query-state';
import { BlockSkeleton } from '../../../components/ui/skeletons';
import { useExplore } from '../../../features/explore/api/explore';
import { ExploreOverview } from '../../../features/explore/components/explore-overview';
import { ExploreSearch } from '../../../features/explore/components/explore-search';
import { ExploreShelf } from '../../../features/explore/components/explore-shelf';
import { KindFilter } from '../../../features/explore/components/kind-filter';
import {
  formatExploreParams,
  isShelfView,
  parseExploreParams,
  shelfRequest,
  type TExploreView,
} from '../../../features/explore/utils/explore-params';
import { exploreServiceUrl } from '../../../features/explore/utils/service-url';
import { usePageLocale } from '../../../lib/page-locale';
import { useTenantConfiguration } from '../../tenant-context';

/** The shelf's title: its group's name, new this week, the words searched, or everything. */
function useShelfTitle(view: TExploreView, explore: TExplore | undefined): string {
  const { t } = useTranslation();
  if (view.categoryId !== undefined) {
    return explore?.byCategory.find((group) => group.id === view.categoryId)?.name ?? t('explore.shelf.category');
  }
  if (view.competencyId !== undefined) {
    return explore?.byCompetency.find((group) => group.id === view.competencyId)?.name ?? t('explore.shelf.competency');
  }
  if (view.term !== '') {
    return t('explore.shelf.results', { term: view.term });
  }
  return view.isNew ? t('explore.sections.newThisWeek') : t('explore.shelf.everything');
}

/** `/explore`: everything the tenant offers across its enabled modules, by section, kind, category and competency. */
export function ExploreRoute() {
  const { t } = useTranslation();
  const configuration = useTenantConfiguration();
  const serviceUrl = exploreServiceUrl(configuration);
  const locale = usePageLocale();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = parseExploreParams(searchParams);
  const explore = useExplore(serviceUrl, locale);
  const isShelf = isShelfView(view);
  const shelfTitle = useShelfTitle(view, explore.data);
  const offered = explore.data?.kinds ?? [];
  // The chosen kinds the tenant still offers (an old link may name one it turned off).
  const kinds = view.kinds.filter((kind) => offered.includes(kind));
  const overview = { search: `?${formatExploreParams({ kinds }).toString()}` };

  const show = (next: Partial<TExploreView>) => setSearchParams(formatExploreParams({ ...view, ...next }));

  const body = () => {
    if (explore.isError) {
      return (
        <ErrorAlert text={t('explore.error')} retryLabel={t('explore.retry')} onRetry={() => void explore.refetch()} />
      );
    }
    if (!explore.data) {
      return <BlockSkeleton label={t('explore.loading')} height={900} />;
    }
    if (isShelf) {
      return (
        <ExploreShelf
          serviceUrl={serviceUrl}
          request={shelfRequest(view, offered, locale)}
          overview={overview}
          onPageChange={(pageNo) => show({ pageNo })}
        />
      );
    }
    return <ExploreOverview explore={explore.data} kinds={kinds} />;
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={isShelf ? shelfTitle : t('area.explore')}
        description={isShelf ? undefined : t('explore.description')}
        breadcrumbs={
          isShelf
            ? [{ label: t('area.explore'), to: `/explore${overview.search === '?' ? '' : overview.search}` }]
            : undefined
        }
      />
      <ExploreSearch term={view.term} onSearch={(term) => show({ term, pageNo: 1 })} />
      {explore.data ? (
        <KindFilter kinds={offered} value={kinds} onChange={(next) => show({ kinds: next, pageNo: 1 })} />
      ) : null}
      {body()}
    </Stack>
  );
}
