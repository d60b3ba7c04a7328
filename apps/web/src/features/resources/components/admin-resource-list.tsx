import {
  Anchor,
  Badge,
  Button,
  Group,
  Pagination,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { countPages, PageDefaults, RESOURCE_STATUSES, ResourceValidation } from '@portal/contracts';
import type {
  TAdminResourceListItem,
  TAdminResourceSearchRequest,
  TResourceStatus,
  ADMIN_RESOURCE_SORT_COLUMNS,
} from '@portal/contracts';
import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useToast } from '../../../components/ui/toasts';
import type { TMessageKey } from '../../../lib/i18n';
import { useAdminResources, useDeleteResource, useSetResourcePublished } from '../api/admin-resources';
import { formatNumber } from '../../../lib/format-number';
import { formatDate } from '../utils/format';
import { RESOURCE_STATUS_COLORS, RESOURCE_STATUS_LABELS } from '../utils/labels';
import { ASSET_TYPE_LABELS } from '../../../lib/asset-type-labels';
import { usePageLocale } from '../../../lib/page-locale';
import { ConfirmDialog } from './confirm-dialog';
import { ErrorState, LoadingState } from './query-state';

export type TAdminSortColumn = (typeof ADMIN_RESOURCE_SORT_COLUMNS)[number];

export type TAdminListState = {
  text: string;
  status: TResourceStatus | undefined;
  sort: TAdminSortColumn;
  direction: 'asc' | 'desc';
  page: number;
};

export const DEFAULT_ADMIN_LIST_STATE: TAdminListState = {
  text: '',
  status: undefined,
  sort: 'modifiedDate',
  direction: 'desc',
  page: 1,
};

const SORTABLE_COLUMNS: { column: TAdminSortColumn; label: TMessageKey }[] = [
  { column: 'title', label: 'resources.admin.columnTitle' },
  { column: 'status', label: 'resources.admin.columnStatus' },
  { column: 'modifiedDate', label: 'resources.admin.columnModified' },
  { column: 'viewCount', label: 'resources.admin.columnViews' },
];

type TAdminResourceListProps = {
  serviceUrl: string;
  state: TAdminListState;
  onStateChange: (state: TAdminListState) => void;
  editPath: (resourceId: number) => string;
  newPath: string;
  /**
   * Where the resource is used elsewhere (learning paths), composed in by the app: shown before
   * a delete or an unpublish, which then asks to confirm.
   */
  usageWarning?: ((resourceId: number) => ReactNode) | undefined;
};

function isResourceStatus(value: string | null): value is TResourceStatus {
  return value !== null && (RESOURCE_STATUSES as readonly string[]).includes(value);
}

/** The module admin's list (`admin/search`): search, status filter, sortable columns, pages. */
export function AdminResourceList({
  serviceUrl,
  state,
  onStateChange,
  editPath,
  newPath,
  usageWarning,
}: TAdminResourceListProps) {
  const { t } = useTranslation();
  const locale = usePageLocale();
  const { showToast } = useToast();
  const [text, setText] = useState(state.text);
  const [toDelete, setToDelete] = useState<TAdminResourceListItem | null>(null);
  const [toUnpublish, setToUnpublish] = useState<TAdminResourceListItem | null>(null);
  const setPublished = useSetResourcePublished(serviceUrl);
  const deleteResource = useDeleteResource(serviceUrl);

  const request: TAdminResourceSearchRequest = {
    displayAll: false,
    pageNo: state.page,
    pageSize: PageDefaults.pageSize,
    sortColumns: [{ colId: state.sort, sort: state.direction }],
    searchParameters: {
      ...(state.text ? { searchText: state.text } : {}),
      ...(state.status ? { status: [state.status] } : {}),
      locales: [locale],
    },
  };
  const { data, isPending, isError, refetch } = useAdminResources(serviceUrl, request);
  const pageCount = data ? countPages(data.totalRecords) : 1;

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onStateChange({ ...state, text: text.trim(), page: 1 });
  };
  const sortBy = (column: TAdminSortColumn) =>
    onStateChange({
      ...state,
      sort: column,
      direction: state.sort === column && state.direction === 'asc' ? 'desc' : 'asc',
      page: 1,
    });
  const togglePublished = (resource: TAdminResourceListItem) => {
    const isPublished = resource.status !== 'PUBLISHED';
    setPublished.mutate(
      { resourceId: resource.resourceId, isPublished },
      {
        onSuccess: () =>
          showToast({
            kind: 'success',
            message: isPublished
              ? t('resources.admin.publishedToast', { title: resource.title })
              : t('resources.admin.unpublishedToast', { title: resource.title }),
          }),
        onError: () => showToast({ kind: 'error', message: t('resources.admin.actionFailed') }),
      },
    );
  };
  const confirmDelete = () => {
    if (!toDelete) {
      return;
    }
    deleteResource.mutate(toDelete.resourceId, {
      onSuccess: () => {
        showToast({ kind: 'success', message: t('resources.admin.deletedToast', { title: toDelete.title }) });
        setToDelete(null);
      },
      onError: () => showToast({ kind: 'error', message: t('resources.admin.actionFailed') }),
    });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <form role="search" aria-label={t('resources.admin.searchLabel')} onSubmit={onSearch}>
          <Group align="flex-end" gap="sm">
            <TextInput
              type="search"
              label={t('resources.admin.searchLabel')}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              maxLength={ResourceValidation.maxSearchTextLength}
            />
            <NativeSelect
              label={t('resources.admin.statusFilter')}
              data={[
                { value: '', label: t('resources.admin.anyStatus') },
                ...RESOURCE_STATUSES.map((status) => ({ value: status, label: t(RESOURCE_STATUS_LABELS[status]) })),
              ]}
              value={state.status ?? ''}
              onChange={(event) => {
                const value = event.currentTarget.value;
                onStateChange({ ...state, status: isResourceStatus(value) ? value : undefined, page: 1 });
              }}
              w={200}
            />
            <Button type="submit" variant="default">
              {t('resources.search.submit')}
            </Button>
          </Group>
        </form>
        <Button component={Link} to={newPath}>
          {t('resources.admin.new')}
        </Button>
      </Group>
      {isPending ? (
        <LoadingState />
      ) : isError ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : data.result.length === 0 ? (
        <Text c="dimmed">{state.text || state.status ? t('resources.admin.noMatch') : t('resources.admin.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover>
            <Table.Caption>
              {t('resources.admin.caption', { formatted: formatNumber(data.totalRecords, locale) })}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {SORTABLE_COLUMNS.slice(0, 2).map(({ column, label }) => (
                  <SortableHeader key={column} column={column} label={t(label)} state={state} onSort={sortBy} />
                ))}
                <Table.Th scope="col">{t('resources.admin.columnTypes')}</Table.Th>
                {SORTABLE_COLUMNS.slice(2).map(({ column, label }) => (
                  <SortableHeader key={column} column={column} label={t(label)} state={state} onSort={sortBy} />
                ))}
                <Table.Th scope="col">{t('resources.admin.columnActions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.result.map((resource) => (
                <Table.Tr key={resource.resourceId}>
                  <Table.Td>
                    <Anchor component={Link} to={editPath(resource.resourceId)} lang={resource.locale}>
                      {resource.title}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={RESOURCE_STATUS_COLORS[resource.status]} variant="outline">
                      {t(RESOURCE_STATUS_LABELS[resource.status])}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {[...new Set(resource.assetTypeCodes)].map((code) => t(ASSET_TYPE_LABELS[code])).join(', ')}
                  </Table.Td>
                  <Table.Td>{formatDate(resource.modifiedDate, locale)}</Table.Td>
                  <Table.Td>{formatNumber(resource.viewCount, locale)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="compact-sm"
                        variant="default"
                        onClick={() =>
                          usageWarning && resource.status === 'PUBLISHED'
                            ? setToUnpublish(resource)
                            : togglePublished(resource)
                        }
                        aria-label={
                          resource.status === 'PUBLISHED'
                            ? t('resources.admin.unpublishNamed', { title: resource.title })
                            : t('resources.admin.publishNamed', { title: resource.title })
                        }
                      >
                        {resource.status === 'PUBLISHED'
                          ? t('resources.admin.unpublish')
                          : t('resources.admin.publish')}
                      </Button>
                      <Button
                        size="compact-sm"
                        variant="outline"
                        color="red.9"
                        onClick={() => setToDelete(resource)}
                        aria-label={t('resources.admin.deleteNamed', { title: resource.title })}
                      >
                        {t('resources.admin.delete')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pageCount > 1 ? (
        <Pagination total={pageCount} value={state.page} onChange={(page) => onStateChange({ ...state, page })} />
      ) : null}
      <ConfirmDialog
        opened={toDelete !== null}
        title={t('resources.admin.deleteTitle')}
        message={t('resources.admin.deleteMessage', { title: toDelete?.title ?? '' })}
        confirmLabel={t('resources.admin.delete')}
        isPending={deleteResource.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      >
        {toDelete && usageWarning ? usageWarning(toDelete.resourceId) : null}
      </ConfirmDialog>
      <ConfirmDialog
        opened={toUnpublish !== null}
        title={t('resources.admin.unpublishTitle')}
        message={t('resources.admin.unpublishMessage', { title: toUnpublish?.title ?? '' })}
        confirmLabel={t('resources.admin.unpublish')}
        isPending={setPublished.isPending}
        onConfirm={() => {
          if (toUnpublish) {
            togglePublished(toUnpublish);
          }
          setToUnpublish(null);
        }}
        onCancel={() => setToUnpublish(null)}
      >
        {toUnpublish && usageWarning ? usageWarning(toUnpublish.resourceId) : null}
      </ConfirmDialog>
    </Stack>
  );
}

type TSortableHeaderProps = {
  column: TAdminSortColumn;
  label: string;
  state: TAdminListState;
  onSort: (column: TAdminSortColumn) => void;
};

function SortableHeader({ column, label, state, onSort }: TSortableHeaderProps) {
  const isSorted = state.sort === column;
  const ariaSort = isSorted ? (state.direction === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <Table.Th scope="col" aria-sort={ariaSort}>
      <UnstyledButton onClick={() => onSort(column)} fw={700} fz="sm">
        {label}
        <span aria-hidden>{isSorted ? (state.direction === 'asc' ? ' ▲' : ' ▼') : ''}</span>
      </UnstyledButton>
    </Table.Th>
  );
}
