import { Button, Group, Select, Stack } from '@mantine/core';
import { EVENT_STATUSES, PageDefaults } from '@portal/contracts';
import type { TEventStatus } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedList } from '../../../components/ui/paged-list';
import { ErrorAlert } from '../../../components/ui/query-state';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { useAdminEvents } from '../../../features/events/api/admin-events';
import { AdminEventTable } from '../../../features/events/components/admin-event-table';
import { RequireEventsAdmin } from './require-events-admin';
import { useEvents } from './use-events';

function statusOf(value: string | null): TEventStatus | undefined {
  return EVENT_STATUSES.find((status) => status === value);
}

function EventsAdminPage() {
  const { t } = useTranslation();
  const { serviceUrl, locale } = useEvents();
  const [searchParams, setSearchParams] = useSearchParams();
  const status = statusOf(searchParams.get('status'));
  const pageNo = Math.max(1, Number(searchParams.get('page')) || 1);
  const events = useAdminEvents(serviceUrl, {
    pageNo: String(pageNo),
    pageSize: String(PageDefaults.pageSize),
    ...(status ? { status } : {}),
  });
  const setParam = (name: string, value: string | null) => {
    const params = new URLSearchParams(searchParams);
    if (value) {
      params.set(name, value);
    } else {
      params.delete(name);
    }
    if (name !== 'page') {
      params.delete('page');
    }
    setSearchParams(params);
  };

  const body = () => {
    if (events.isError) {
      return (
        <ErrorAlert
          text={t('eventsAdmin.list.error')}
          retryLabel={t('events.retry')}
          onRetry={() => void events.refetch()}
        />
      );
    }
    if (!events.data) {
      return <ListSkeleton label={t('eventsAdmin.list.loading')} rows={5} rowHeight={48} />;
    }
    return (
      <PagedList
        page={events.data}
        emptyTitle={t('eventsAdmin.list.emptyTitle')}
        emptyText={t('eventsAdmin.list.empty')}
        countText={t('eventsAdmin.list.count', { count: events.data.totalRecords })}
        pageSize={PageDefaults.pageSize}
        pageNo={pageNo}
        onPageChange={(next) => setParam('page', String(next))}
      >
        {(items) => <AdminEventTable events={items} locale={locale} />}
      </PagedList>
    );
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('eventsAdmin.title')}
        description={t('eventsAdmin.description')}
        breadcrumbs={[{ label: t('area.event'), to: '/event' }]}
        actions={
          <Button component={Link} to="/event/admin/new">
            {t('eventsAdmin.newEvent')}
          </Button>
        }
      />
      <Group>
        <Select
          label={t('eventsAdmin.list.statusFilter')}
          clearable
          placeholder={t('eventsAdmin.list.allStatuses')}
          data={EVENT_STATUSES.map((value) => ({ value, label: t(`eventsAdmin.status.${value}`) }))}
          value={status ?? null}
          onChange={(value) => setParam('status', value)}
        />
      </Group>
      {body()}
    </Stack>
  );
}

/** `/event/admin`: the tenant's events, for EVENTS_ADMIN. */
export function EventsAdminRoute() {
  return (
    <RequireEventsAdmin>
      <EventsAdminPage />
    </RequireEventsAdmin>
  );
}
