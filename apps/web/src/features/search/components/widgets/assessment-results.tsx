import { Stack } from '@mantine/core';
import type { TResultWidgetProps } from '../result-list';
import { ResultSnippet, ResultTitle } from '../result-item';
import { searchItemKey } from '../../utils/search-paging';

/** The assessment module's results (spec section 2, "assessment home-page search"): a compact list. */
export function AssessmentResults({ group }: TResultWidgetProps) {
  return (
    <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {group.items.map((item) => (
        <Stack component="li" gap={2} key={searchItemKey(item)}>
          <ResultTitle item={item} />
          <ResultSnippet item={item} />
        </Stack>
      ))}
    </Stack>
  );
}
