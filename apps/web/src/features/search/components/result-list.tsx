import { List } from '@mantine/core';
import { searchItemKey } from '../utils/search-paging';
import type { TSearchResultGroup } from '../utils/search-paging';
import { ResultItem } from './result-item';

export type TResultWidgetProps = { group: TSearchResultGroup };

/** The results of a module without a widget of its own (and of one whose widget failed to load). */
export function ResultList({ group }: TResultWidgetProps) {
  return (
    <List listStyleType="none" spacing="md" withPadding={false}>
      {group.items.map((item) => (
        <List.Item key={searchItemKey(item)}>
          <ResultItem item={item} />
        </List.Item>
      ))}
    </List>
  );
}
