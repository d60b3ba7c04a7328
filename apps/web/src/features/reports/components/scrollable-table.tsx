import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

type TScrollableTableProps = { label: string; minWidth: number; children: ReactNode };

/**
 * A wide table that scrolls sideways on a phone. The scrolling viewport is a named region that takes
 * keyboard focus, so the columns out of view can be reached with the arrow keys.
 */
export function ScrollableTable({ label, minWidth, children }: TScrollableTableProps) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } }}
    >
      {children}
    </Table.ScrollContainer>
  );
}
