import { SimpleGrid, Text } from '@mantine/core';
import type { TAssetListItem } from '@portal/contracts';
import { ResourceCard } from './resource-card';

type TResourceGridProps = {
  serviceUrl: string;
  resources: readonly TAssetListItem[];
  emptyText: string;
};

export function ResourceGrid({ serviceUrl, resources, emptyText }: TResourceGridProps) {
  if (resources.length === 0) {
    return <Text c="dimmed">{emptyText}</Text>;
  }
  return (
    <SimpleGrid component="ul" cols={{ base: 1, sm: 2, lg: 3 }} p={0} m={0} style={{ listStyle: 'none' }}>
      {resources.map((resource) => (
        <li key={resource.resourceId}>
          <ResourceCard serviceUrl={serviceUrl} resource={resource} />
        </li>
      ))}
    </SimpleGrid>
  );
}
