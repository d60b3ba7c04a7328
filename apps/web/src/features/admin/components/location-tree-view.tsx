import { Badge, Box, Group, Text } from '@mantine/core';
import type { TLocation, TLocationType } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLocationNode } from '../utils/location-tree';

type TLocationTreeViewProps = {
  nodes: readonly TLocationNode[];
  typeNames: ReadonlyMap<string, Pick<TLocationType, 'name' | 'level'>>;
  /** What can be done to a location (edit, add under, delete), after its details. */
  actions?: (location: TLocation) => ReactNode;
};

/** The location tree as nested lists: each location with its type, level, code and whether it is inactive. */
export function LocationTreeView({ nodes, typeNames, actions }: TLocationTreeViewProps) {
  const { t } = useTranslation();
  return (
    <Box component="ul" m={0} pl="lg" style={{ listStyle: 'disc' }}>
      {nodes.map(({ location, children }) => (
        <li key={location.locationId}>
          <Group gap="xs" wrap="wrap" py={4}>
            <Text fw={600}>{location.name}</Text>
            <Text size="sm" c="dimmed">
              {t('admin.locations.typeAndLevel', {
                type: typeNames.get(location.locationTypeCode)?.name ?? location.locationTypeCode,
                level: location.level,
              })}
            </Text>
            <Text size="sm" c="dimmed" ff="monospace">
              {location.code}
            </Text>
            {location.status === 'INACTIVE' ? (
              <Badge color="gray.8" variant="outline">
                {t('admin.locations.inactive')}
              </Badge>
            ) : null}
            {actions?.(location)}
          </Group>
          {children.length > 0 ? <LocationTreeView nodes={children} typeNames={typeNames} actions={actions} /> : null}
        </li>
      ))}
    </Box>
  );
}
