import { Button, Group } from '@mantine/core';
import type { TCategory } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

type TCategoryNavProps = {
  categories: readonly TCategory[];
  userCategoryIds: ReadonlySet<number>;
  selectedId: number | undefined;
  onSelect: (categoryId: number | undefined) => void;
};

/** Browse by category: the user's categories come first (already ordered by the caller). */
export function CategoryNav({ categories, userCategoryIds, selectedId, onSelect }: TCategoryNavProps) {
  const { t } = useTranslation();
  if (categories.length === 0) {
    return null;
  }
  return (
    <Group component="nav" aria-label={t('resources.categories.label')} gap="xs">
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
  );
}
