import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { ListPager } from './list-pager';

type TPagedListProps<TItem> = {
  /** One page of a paged answer. */
  page: { result: TItem[]; totalRecords: number };
  emptyTitle: string;
  emptyText: string;
  /** "N people", said to screen readers as the list changes. */
  countText: string;
  pageSize: number;
  pageNo: number;
  onPageChange: (pageNo: number) => void;
  /** The page's rows (a table, a list). */
  children: (items: TItem[]) => ReactNode;
};

/** A page of a paged list with its count and pager, or its empty state. */
export function PagedList<TItem>({
  page,
  emptyTitle,
  emptyText,
  countText,
  pageSize,
  pageNo,
  onPageChange,
  children,
}: TPagedListProps<TItem>) {
  if (page.result.length === 0) {
    return <EmptyState title={emptyTitle} text={emptyText} headingOrder={3} isCompact />;
  }
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {countText}
      </Text>
      {children(page.result)}
      <ListPager totalRecords={page.totalRecords} pageSize={pageSize} pageNo={pageNo} onPageChange={onPageChange} />
    </Stack>
  );
}
