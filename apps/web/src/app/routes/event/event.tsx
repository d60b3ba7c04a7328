import { Box, Button, Flex, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { EVENTS_ADMIN_ROUTE, PageDefaults } from '@portal/contracts';
import type { TEventListView } from '@portal/contracts';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListPager } from '../../../components/ui/list-pager';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorAlert } from '../../../components/ui/query-state';
import { BlockSkeleton, CardGridSkeleton } from '../../../components/ui/skeletons';
import { useEventSessions } from '../../../features/events/api/learner-events';
import { EventSessionList } from '../../../features/events/components/event-session-list';
import { dayRange, localDayOf, monthOf, monthRange } from '../../../features/events/utils/format-session';
import { lazyWhenOnline } from '../../../lib/import-when-online';
import { dateTimeFormat } from '../../../lib/intl-format';
import { useEvents } from './use-events';

type TTabView = Exclude<TEventListView, 'all'>;
const TABS: readonly TTabView[] = ['upcoming', 'mine', 'past'];
const PAGE_SIZE = PageDefaults.pageSize;

// The month calendar (@mantine/dates and its styles) loads beside the list, which comes first.
const EventsCalendar = lazyWhenOnline(async () => ({
  default: (await import('../../../features/events/components/events-calendar')).EventsCalendar,
}));

function viewOf(value: string | null): TTabView {
  return TABS.find((tab) => tab === value) ?? 'upcoming';
}

function thisMonth(): string {
  return monthOf(localDayOf(new Date().toISOString()));
}

/** The month calendar of a tab: its sessions' days marked, a day picked to narrow the list. */
function CalendarPanel({
  view,
  month,
  onMonthChange,
  selectedDay,
  onSelectDay,
}: {
  view: TTabView;
  month: string;
  onMonthChange: (month: string) => void;
  selectedDay: string | null;
  onSelectDay: (day: string | null) => void;
}) {
  const { t } = useTranslation();
  const { serviceUrl, locale } = useEvents();
  const range = monthRange(month);
  const sessions = useEventSessions(
    serviceUrl,
    { view, pageNo: 1, pageSize: PageDefaults.maxPageSize, from: range.from, to: range.to },
    locale,
  );
  const sessionDays = useMemo(() => {
    const days = new Map<string, number>();
    for (const session of sessions.data?.result ?? []) {
      const day = localDayOf(session.startsAt);
      days.set(day, (days.get(day) ?? 0) + 1);
    }
    return days;
  }, [sessions.data]);
  if (sessions.isError) {
    return (
      <ErrorAlert
        text={t('events.calendar.error')}
        retryLabel={t('events.retry')}
        onRetry={() => void sessions.refetch()}
      />
    );
  }
  if (!sessions.data) {
    return <BlockSkeleton label={t('events.calendar.loading')} height={300} />;
  }
  return (
    <Suspense fallback={<BlockSkeleton label={t('events.calendar.loading')} height={300} />}>
      <EventsCalendar
        locale={locale}
        month={month}
        onMonthChange={onMonthChange}
        sessionDays={sessionDays}
        selectedDay={selectedDay}
        onSelectDay={onSelectDay}
      />
    </Suspense>
  );
}

/** The sessions of a tab (of one day when a calendar day is picked), a page at a time. */
function SessionsPanel({
  view,
  selectedDay,
  onClearDay,
}: {
  view: TTabView;
  selectedDay: string | null;
  onClearDay: () => void;
}) {
  const { t } = useTranslation();
  const { serviceUrl, locale, coverUrlOf } = useEvents();
  const [searchParams, setSearchParams] = useSearchParams();
  const pageNo = Math.max(1, Number(searchParams.get('page')) || 1);
  const range = selectedDay ? dayRange(selectedDay) : undefined;
  const sessions = useEventSessions(
    serviceUrl,
    { view, pageNo, pageSize: PAGE_SIZE, ...(range ? { from: range.from, to: range.to } : {}) },
    locale,
  );
  const dayFilter = selectedDay ? (
    <Group gap="sm">
      <Text size="sm">
        {t('events.list.dayFilter', {
          day: dateTimeFormat(locale, { dateStyle: 'full' }).format(new Date(`${selectedDay}T12:00:00`)),
        })}
      </Text>
      <Button variant="subtle" size="compact-sm" onClick={onClearDay}>
        {t('events.list.showAll')}
      </Button>
    </Group>
  ) : null;

  if (sessions.isError) {
    return (
      <ErrorAlert
        text={t('events.list.error')}
        retryLabel={t('events.retry')}
        onRetry={() => void sessions.refetch()}
      />
    );
  }
  if (!sessions.data) {
    return <CardGridSkeleton label={t('events.list.loading')} count={6} cardHeight={160} />;
  }
  if (sessions.data.result.length === 0) {
    return (
      <Stack gap="sm">
        {dayFilter}
        <EmptyState
          headingOrder={3}
          isCompact
          title={t(`events.empty.${view}.title`)}
          text={t(`events.empty.${view}.text`)}
          action={
            view === 'upcoming' ? null : (
              <Button component={Link} to="/event" variant="default">
                {t('events.empty.browse')}
              </Button>
            )
          }
        />
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      {dayFilter}
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('events.list.count', { count: sessions.data.totalRecords })}
      </Text>
      <EventSessionList sessions={sessions.data.result} locale={locale} coverUrlOf={coverUrlOf} />
      <ListPager
        totalRecords={sessions.data.totalRecords}
        pageSize={PAGE_SIZE}
        pageNo={pageNo}
        onPageChange={(next) => {
          const params = new URLSearchParams(searchParams);
          params.set('page', String(next));
          setSearchParams(params);
        }}
      />
    </Stack>
  );
}

/** `/event`: upcoming, mine and past sessions, as a month calendar and a list. */
export function EventRoute() {
  const { t } = useTranslation();
  const { canManage, canViewReports } = useEvents();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = viewOf(searchParams.get('view'));
  const [month, setMonth] = useState(thisMonth);
  const [selectedDay, setSelectedDay] = useState<string | null>(null);

  const changeView = (next: string | null) => {
    setSelectedDay(null);
    setSearchParams(next && next !== 'upcoming' ? { view: next } : {});
  };
  const selectDay = (day: string | null) => {
    setSelectedDay(day);
    const params = new URLSearchParams(searchParams);
    params.delete('page');
    setSearchParams(params);
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('area.event')}
        description={t('events.description')}
        actions={
          <>
            {canViewReports ? (
              <Button component={Link} to="/event/reports" variant="default">
                {t('events.reportsLink')}
              </Button>
            ) : null}
            {canManage ? (
              <Button component={Link} to={EVENTS_ADMIN_ROUTE} variant="default">
                {t('events.manage')}
              </Button>
            ) : null}
          </>
        }
      />
      <Tabs value={view} onChange={changeView} keepMounted={false}>
        <Tabs.List>
          {TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t(`events.tab.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((tab) => (
          <Tabs.Panel key={tab} value={tab} pt="md">
            <Flex gap="lg" direction={{ base: 'column', md: 'row' }} align="flex-start">
              <Box component="section" aria-labelledby={`events-calendar-${tab}`} style={{ flex: '0 0 auto' }}>
                <Title order={2} size="h4" id={`events-calendar-${tab}`} mb="xs">
                  {t('events.calendar.title')}
                </Title>
                <CalendarPanel
                  view={tab}
                  month={month}
                  onMonthChange={(next) => {
                    setMonth(next);
                    setSelectedDay(null);
                  }}
                  selectedDay={selectedDay}
                  onSelectDay={selectDay}
                />
              </Box>
              <Box component="section" aria-labelledby={`events-list-${tab}`} style={{ flex: '1 1 0', minWidth: 0 }}>
                <Title order={2} size="h4" id={`events-list-${tab}`} mb="xs">
                  {t(`events.list.title.${tab}`)}
                </Title>
                <SessionsPanel view={tab} selectedDay={selectedDay} onClearDay={() => selectDay(null)} />
              </Box>
            </Flex>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
