import { Box, Button, Group, Skeleton } from '@mantine/core';
import type { TCategory } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

type TCategoryNavProps = {
  categories: readonly TCategory[];
  userCategoryIds: ReadonlySet<number>;
  selectedId: number | undefined;
  onSelect: (categoryId: number | undefined) => void;
  /** The categories are on their way: the row's room is kept so the feed below does not move. */
  isLoading?: boolean;
};

// One row that scrolls sideways: the same height on a phone and on a wide screen, loaded or not.
const ROW_STYLE = { overflowX: 'auto', scrollbarWidth: 'thin' } as const;

/** Browse by category: the user's categories come first (already ordered by the caller). */
export function CategoryNav({
  categories,
  userCategoryIds,
  selectedId,
  onSelect,
  isLoading = false,
}: TCategoryNavProps) {
  const { t } = useTranslation();
  if (isLoading) {
    return (
      <Group gap="xs" wrap="nowrap" pb={6} style={{ overflow: 'hidden' }} aria-hidden data-skeleton>
        {[64, 120, 96, 140, 110, 90, 130].map((width, index) => (
          <Skeleton key={index} h={26} w={width} radius="sm" style={{ flexShrink: 0 }} />
        ))}
      </Group>
    );
  }
  if (categories.length === 0) {
    return null;
  }
  return (
    <Box component="nav" aria-label={t('resources.categories.label')} pb={6} style={ROW_STYLE}>
      <Group gap="xs" wrap="nowrap" w="max-content">
        <Button
          size="compact-sm"
          variant={selectedId === undefined ? 'filled' : 'default'}
          aria-pressed={selectedId === undefined}
          onClick={() => onSelect(undefined)}
        >
          {t('resources.categories.all')}
        </Button>
        {categories.map((category) => {
          const isSelected = category.categoryId === selectedId;
          return (
            <Button
              key={category.categoryId}
              size="compact-sm"
              variant={isSelected ? 'filled' : userCategoryIds.has(category.categoryId) ? 'light' : 'default'}
              aria-pressed={isSelected}
              onClick={() => onSelect(isSelected ? undefined : category.categoryId)}
              title={userCategoryIds.has(category.categoryId) ? t('resources.categories.yours') : undefined}
            >
              {category.name}
            </Button>
          );
        })}
      </Group>
    </Box>
  );
}
