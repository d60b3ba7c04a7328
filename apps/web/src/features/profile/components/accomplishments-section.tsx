import { Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMessageKey } from '../../../lib/i18n';

type TAccomplishmentsSectionProps<TItem> = {
  titleKey: TMessageKey;
  /** A line under the heading (how items get here). */
  noteKey?: TMessageKey;
  emptyKey: TMessageKey;
  items: readonly TItem[];
  /** How many there are in all (the list holds the most recent only). */
  total: number;
  itemKey: (item: TItem) => string;
  renderItem: (item: TItem) => ReactNode;
};

/** One titled list of the accomplishments page, with its empty text and "n of total" line. */
export function AccomplishmentsSection<TItem>({
  titleKey,
  noteKey,
  emptyKey,
  items,
  total,
  itemKey,
  renderItem,
}: TAccomplishmentsSectionProps<TItem>) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {t(titleKey)}
      </Title>
      {noteKey ? (
        <Text size="sm" c="dimmed">
          {t(noteKey)}
        </Text>
      ) : null}
      {items.length === 0 ? (
        <Text>{t(emptyKey)}</Text>
      ) : (
        <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((item) => (
            <li key={itemKey(item)}>{renderItem(item)}</li>
          ))}
        </Stack>
      )}
      {total > items.length ? (
        <Text size="sm" c="dimmed">
          {t('profile.accomplishments.more', { shown: items.length, total })}
        </Text>
      ) : null}
    </Stack>
  );
}
