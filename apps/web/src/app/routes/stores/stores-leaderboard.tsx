import { Alert, Group, Select, Stack } from '@mantine/core';
import { LEADERBOARD_PERIODS, monthOf, STORE_PATHS } from '@portal/contracts';
import type { TLeaderboardPeriod } from '@portal/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorAlert } from '../../../components/ui/query-state';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { useLeaderboard } from '../../../features/stores/api/learner-store';
import { LeaderboardTable } from '../../../features/stores/components/leaderboard-table';
import { formatNumber } from '../../../lib/format-number';
import { dateTimeFormat } from '../../../lib/intl-format';
import { StoreLinks } from './store-links';
import { useStores } from './use-stores';

/** How many months back the month picker offers. */
const MONTHS_OFFERED = 12;

/** This month and the eleven before it (UTC, as the server counts them), newest first. */
function recentMonths(now: Date): string[] {
  return Array.from({ length: MONTHS_OFFERED }, (_, index) =>
    monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - index, 1))),
  );
}

/** "November 2026", "novembre 2026". */
function monthLabel(month: string, locale: string): string {
  return dateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

/** `/stores/leaderboard`: who earned the most points in a month or ever, everywhere or at a location. */
export function StoresLeaderboardRoute() {
  const { t } = useTranslation();
  const { serviceUrl, locale, userCode } = useStores();
  const [searchParams, setSearchParams] = useSearchParams();
  const months = useMemo(() => recentMonths(new Date()), []);
  const period: TLeaderboardPeriod = searchParams.get('period') === 'ALL' ? 'ALL' : 'MONTH';
  const month = months.find((value) => value === searchParams.get('month')) ?? months[0] ?? monthOf(new Date());
  const locationCode = searchParams.get('location') ?? undefined;
  const leaderboard = useLeaderboard(serviceUrl, {
    period,
    ...(period === 'MONTH' ? { month } : {}),
    ...(locationCode ? { locationCode } : {}),
    locale,
  });
  const setParam = (name: string, value: string | null) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (value) {
          next.set(name, value);
        } else {
          next.delete(name);
        }
        return next;
      },
      { replace: true },
    );
  const locations = leaderboard.data?.locations ?? [];
  const locationName = locations.find((location) => location.code === locationCode)?.name;
  const scope = period === 'MONTH' ? monthLabel(month, locale) : t('stores.leaderboard.period.ALL');
  const caption = locationName ? t('stores.leaderboard.captionAt', { scope, location: locationName }) : scope;

  const body = () => {
    if (leaderboard.isError) {
      return (
        <ErrorAlert
          text={t('stores.leaderboard.error')}
          retryLabel={t('stores.retry')}
          onRetry={() => void leaderboard.refetch()}
        />
      );
    }
    if (!leaderboard.data) {
      return <ListSkeleton label={t('stores.leaderboard.loading')} rows={8} rowHeight={44} />;
    }
    const { me, result } = leaderboard.data;
    return (
      <Stack gap="sm" aria-busy={leaderboard.isPlaceholderData}>
        <Alert color="blue" variant="light" aria-live="polite">
          {me
            ? t('stores.leaderboard.me', {
                rank: formatNumber(me.rank, locale),
                count: me.points,
                formatted: formatNumber(me.points, locale),
              })
            : t('stores.leaderboard.meNone')}
        </Alert>
        {result.length === 0 ? (
          <EmptyState
            headingOrder={2}
            title={t('stores.leaderboard.emptyTitle')}
            text={t('stores.leaderboard.empty')}
          />
        ) : (
          <LeaderboardTable entries={result} myUserCode={userCode} locale={locale} caption={caption} />
        )}
      </Stack>
    );
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('stores.leaderboard.title')}
        description={t('stores.leaderboard.description')}
        breadcrumbs={[{ label: t('stores.title'), to: STORE_PATHS.catalogue }]}
        actions={<StoreLinks />}
      />
      <Group align="flex-end" gap="md" wrap="wrap">
        <Select
          label={t('stores.leaderboard.periodLabel')}
          allowDeselect={false}
          data={LEADERBOARD_PERIODS.map((value) => ({ value, label: t(`stores.leaderboard.period.${value}`) }))}
          value={period}
          onChange={(value) => setParam('period', value === 'ALL' ? 'ALL' : null)}
        />
        {period === 'MONTH' ? (
          <Select
            label={t('stores.leaderboard.month')}
            allowDeselect={false}
            data={months.map((value) => ({ value, label: monthLabel(value, locale) }))}
            value={month}
            onChange={(value) => setParam('month', value && value !== months[0] ? value : null)}
          />
        ) : null}
        <Select
          label={t('stores.leaderboard.location')}
          placeholder={t('stores.leaderboard.allLocations')}
          clearable
          searchable
          nothingFoundMessage={t('dropdown.empty')}
          data={locations.map((location) => ({ value: location.code, label: location.name }))}
          value={locationCode ?? null}
          onChange={(value) => setParam('location', value)}
        />
      </Group>
      {body()}
    </Stack>
  );
}
