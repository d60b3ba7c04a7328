import { Card, Group, SimpleGrid } from '@mantine/core';
import type { TResultWidgetProps } from '../result-list';
import { ResultAssetType, ResultSnippet, ResultTitle } from '../result-item';
import { searchItemKey } from '../../utils/search-paging';

/** The resource library's results (spec section 2, "resource home-page search"): cards in a grid. */
export function ResourceLibraryResults({ group }: TResultWidgetProps) {
  return (
    <SimpleGrid component="ul" cols={{ base: 1, sm: 2, md: 3 }} spacing="md" p={0} m={0} style={{ listStyle: 'none' }}>
      {group.items.map((item) => (
        <Card component="li" key={searchItemKey(item)} withBorder padding="sm">
          <Group gap="xs" mb={4}>
            <ResultAssetType item={item} />
          </Group>
          <ResultTitle item={item} />
          <ResultSnippet item={item} />
        </Card>
      ))}
    </SimpleGrid>
  );
}
