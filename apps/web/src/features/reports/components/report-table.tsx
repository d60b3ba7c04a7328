import { Table, UnstyledButton } from '@mantine/core';
import type { TReportColumn, TReportRow } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import type { TMessageKey } from '../../../lib/i18n';
import { formatReportCell } from '../utils/format-cell';
import { ScrollableTable } from './scrollable-table';

type TReportTableProps = {
  caption: string;
  columns: TReportColumn[];
  rows: TReportRow[];
  sortBy: string | null;
  sortDirection: 'asc' | 'desc';
  locale: string;
  onSort: (columnKey: string) => void;
};

const NUMERIC_KINDS: ReadonlySet<TReportColumn['kind']> = new Set(['integer', 'percent', 'decimal']);

/** A page of a report: sortable columns are buttons in their headers (keyboard), their order told by aria-sort. */
export function ReportTable({ caption, columns, rows, sortBy, sortDirection, locale, onSort }: TReportTableProps) {
  const { t } = useTranslation();
  return (
    <ScrollableTable label={caption} minWidth={640}>
      <Table striped>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => {
              const label = t(column.labelKey as TMessageKey);
              const isSorted = sortBy === column.key;
              const align = NUMERIC_KINDS.has(column.kind) ? 'right' : undefined;
              if (!column.isSortable) {
                return (
                  <Table.Th key={column.key} scope="col" ta={align}>
                    {label}
                  </Table.Th>
                );
              }
              return (
                <Table.Th
                  key={column.key}
                  scope="col"
                  ta={align}
                  aria-sort={isSorted ? (sortDirection === 'asc' ? 'ascending' : 'descending') : 'none'}
                >
                  <UnstyledButton onClick={() => onSort(column.key)} fw={700} fz="sm">
                    {label}
                    <span aria-hidden>{isSorted ? (sortDirection === 'asc' ? ' ▲' : ' ▼') : ''}</span>
                  </UnstyledButton>
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={index}>
              {columns.map((column) => (
                <Table.Td key={column.key} ta={NUMERIC_KINDS.has(column.kind) ? 'right' : undefined}>
                  {formatReportCell(row[column.key], column.kind, locale)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollableTable>
  );
}
