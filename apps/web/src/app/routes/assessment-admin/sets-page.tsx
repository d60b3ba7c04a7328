import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { SET_STATUSES } from '@portal/contracts';
import type { TSetListItem, TSetStatus } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListPager } from '../../../components/ui/list-pager';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorAlert } from '../../../components/ui/query-state';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { useToast } from '../../../components/ui/toasts';
import { useDeleteSet, useSets } from '../../../features/assessment-admin/api/sets';
import { SetTable } from '../../../features/assessment-admin/components/set-table';
import { ADMIN_ROUTES } from '../../../features/assessment-admin/utils/routes';
import { ApiError } from '../../../lib/api-client';
import { AccessDeniedPage } from '../errors/access-denied-page';
import { AdminAreaNav } from './admin-area-nav';
import { useAssessmentAdmin } from './use-assessment-admin';

const PAGE_SIZE = 20;

function statusOf(value: string | null): TSetStatus | undefined {
  return SET_STATUSES.find((status) => status === value);
}

function SetsPage() {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const { serviceUrl, locale } = useAssessmentAdmin();
  const [searchParams, setSearchParams] = useSearchParams();
  const searchText = searchParams.get('q') ?? '';
  const status = statusOf(searchParams.get('status'));
  const pageNo = Math.max(1, Number(searchParams.get('page') ?? '1') || 1);
  const [text, setText] = useState(searchText);
  const sets = useSets(serviceUrl, { searchText, status, pageNo, pageSize: PAGE_SIZE, locale });
  const remove = useDeleteSet(serviceUrl);
  const [toDelete, setToDelete] = useState<TSetListItem | null>(null);
  const filtered = searchText !== '' || status !== undefined;
  const newButton = (
    <Button component={Link} to={ADMIN_ROUTES.newSet}>
      {t('assessmentAdmin.set.new')}
    </Button>
  );
  const search = (next: { q?: string; status?: TSetStatus | undefined; page?: number }) => {
    const params: Record<string, string> = {};
    const q = next.q ?? searchText;
    const nextStatus = 'status' in next ? next.status : status;
    if (q) {
      params.q = q;
    }
    if (nextStatus) {
      params.status = nextStatus;
    }
    if (next.page && next.page > 1) {
      params.page = String(next.page);
    }
    setSearchParams(params);
  };

  const body = () => {
    if (sets.isError) {
      return (
        <ErrorAlert
          text={t('assessmentAdmin.set.listError')}
          retryLabel={t('assessmentAdmin.retry')}
          onRetry={() => void sets.refetch()}
        />
      );
    }
    if (!sets.data) {
      return <ListSkeleton label={t('assessmentAdmin.set.listLoading')} rows={5} rowHeight={48} />;
    }
    if (sets.data.result.length === 0) {
      return filtered ? (
        <EmptyState title={t('assessmentAdmin.set.noMatch')} text={t('assessmentAdmin.set.noMatchText')} />
      ) : (
        <EmptyState
          title={t('assessmentAdmin.set.emptyTitle')}
          text={t('assessmentAdmin.set.emptyText')}
          action={newButton}
        />
      );
    }
    return (
      <Stack gap="sm">
        <SetTable sets={sets.data.result} onDelete={setToDelete} />
        <ListPager
          totalRecords={sets.data.totalRecords}
          pageSize={PAGE_SIZE}
          pageNo={pageNo}
          onPageChange={(page) => search({ page })}
        />
      </Stack>
    );
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('assessmentAdmin.pageTitle.sets')}
        description={t('assessmentAdmin.set.description')}
        actions={newButton}
      />
      <AdminAreaNav />
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          search({ q: text.trim() });
        }}
      >
        <Group align="flex-end" wrap="wrap">
          <TextInput
            type="search"
            label={t('assessmentAdmin.set.search')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            maxLength={200}
          />
          <Select
            label={t('assessmentAdmin.set.status')}
            data={[
              { value: '', label: t('assessmentAdmin.set.anyStatus') },
              ...SET_STATUSES.map((value) => ({ value, label: t(`assessmentAdmin.status.${value}`) })),
            ]}
            value={status ?? ''}
            allowDeselect={false}
            onChange={(value) => search({ status: statusOf(value) })}
            w={200}
          />
          <Button type="submit" variant="default">
            {t('assessmentAdmin.searchButton')}
          </Button>
        </Group>
      </form>
      {body()}
      <ConfirmDialog
        opened={toDelete !== null}
        title={t('assessmentAdmin.set.deleteTitle')}
        message={t('assessmentAdmin.set.deleteText', { title: toDelete?.title ?? '' })}
        confirmLabel={t('assessmentAdmin.delete')}
        cancelLabel={t('assessmentAdmin.cancel')}
        closeLabel={t('assessmentAdmin.close')}
        isPending={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          const deleted = toDelete;
          if (!deleted) {
            return;
          }
          remove.mutate(deleted.setId, {
            onSuccess: () => {
              setToDelete(null);
              showToast({ kind: 'success', message: t('assessmentAdmin.deletedToast', { title: deleted.title }) });
            },
            onError: (error) => {
              setToDelete(null);
              const attempted = error instanceof ApiError && error.status === 400;
              showToast({
                kind: 'error',
                message: attempted ? t('assessmentAdmin.validation.setHasAttempts') : t('assessmentAdmin.deleteError'),
              });
            },
          });
        }}
      />
    </Stack>
  );
}

/** `/assessment/admin/sets`: the tenant's assessment sets. */
export function SetsRoute() {
  const { isAdmin } = useAssessmentAdmin();
  return isAdmin ? <SetsPage /> : <AccessDeniedPage />;
}
