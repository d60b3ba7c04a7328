import { Anchor, Button, Center, Stack, Text, Title } from '@mantine/core';
import type { TLocaleCode, TProfileActivityItem } from '@portal/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/ui/query-state';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { usePageLocale } from '../../../lib/page-locale';
import { useProfileActivity } from '../api/profile-activity-api';
import { formatDayHeading, localDayKey } from '../utils/activity-format';
import { ActivityItem } from './activity-item';

type TActivityDay = { day: string; items: TProfileActivityItem[] };

// Items come newest first, so each day's items are consecutive, across pages too.
function groupByDay(items: readonly TProfileActivityItem[]): TActivityDay[] {
  const days: TActivityDay[] = [];
  for (const item of items) {
    const day = localDayKey(item.occurredAt);
    const last = days.at(-1);
    if (last?.day === day) {
      last.items.push(item);
    } else {
      days.push({ day, items: [item] });
    }
  }
  return days;
}

function ActivityDay({ group, locale, headingId }: { group: TActivityDay; locale: TLocaleCode; headingId: string }) {
  const [first] = group.items;
  return (
    <Stack component="section" gap="xs" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        {first ? formatDayHeading(first.occurredAt, locale) : group.day}
      </Title>
      <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
        {group.items.map((item) => (
          <li key={item.activityId}>
            <ActivityItem item={item} locale={locale} />
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

/** The signed-in user's activity, grouped by day, newest first, a page at a time. */
export function ActivityFeed({ serviceUrl }: { serviceUrl: string }) {
  const { t } = useTranslation();
  const locale = usePageLocale();
  const headingPrefix = useId();
  const feed = useProfileActivity(serviceUrl, locale);

  if (feed.data === undefined) {
    return feed.isError ? (
      <ErrorAlert
        text={t('profile.activity.loadError')}
        retryLabel={t('profile.activity.retry')}
        onRetry={() => void feed.refetch()}
      />
    ) : (
      <ListSkeleton label={t('profile.activity.loading')} rows={3} rowHeight={76} withAvatar />
    );
  }
  const items = feed.data.pages.flatMap((page) => page.result);
  const totalRecords = feed.data.pages.at(-1)?.totalRecords ?? 0;
  if (items.length === 0) {
    return (
      <Stack gap="xs">
        <Text>{t('profile.activity.empty')}</Text>
        <Anchor component={Link} to="/resources">
          {t('profile.activity.browseLibrary')}
        </Anchor>
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      {groupByDay(items).map((group) => (
        <ActivityDay key={group.day} group={group} locale={locale} headingId={`${headingPrefix}-${group.day}`} />
      ))}
      {/* Announced when 'Load more' adds items: the button itself stays where it was. */}
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('profile.activity.shown', { shown: items.length, total: totalRecords })}
      </Text>
      {feed.isFetchNextPageError ? (
        <ErrorAlert
          text={t('profile.activity.loadMoreError')}
          retryLabel={t('profile.activity.retry')}
          onRetry={() => void feed.fetchNextPage()}
        />
      ) : null}
      {feed.hasNextPage && !feed.isFetchNextPageError ? (
        <Center>
          <Button variant="light" loading={feed.isFetchingNextPage} onClick={() => void feed.fetchNextPage()}>
            {t('profile.activity.loadMore')}
          </Button>
        </Center>
      ) : null}
    </Stack>
  );
}
