import { Badge, Group, Stack, Text } from '@mantine/core';
import type { TCompletedResource, TLocaleCode } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatShortDate } from '../utils/activity-format';
import { AccomplishmentTitle } from './accomplishments-resource-title';
import { AccomplishmentsSection } from './accomplishments-section';
import { ASSET_TYPE_LABELS } from '../../../lib/asset-type-labels';

function CompletedResourceItem({ item, locale }: { item: TCompletedResource; locale: TLocaleCode }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <AccomplishmentTitle title={item.title} locale={item.locale} resourceId={item.resourceId} />
      <Group gap="xs" wrap="wrap">
        <Badge variant="outline" color={item.isElective ? 'gray.7' : 'blue.9'} size="sm">
          {t(
            item.isElective
              ? 'profile.accomplishments.completed.elective'
              : 'profile.accomplishments.completed.required',
          )}
        </Badge>
        {[...new Set(item.assetTypeCodes)].map((code) => (
          <Badge key={code} variant="light" size="sm">
            {t(ASSET_TYPE_LABELS[code])}
          </Badge>
        ))}
      </Group>
      <Text size="sm" c="dimmed">
        {t('profile.accomplishments.completed.on', { date: formatShortDate(item.completedAt, locale) })}
        {item.dueDate === null
          ? null
          : ` · ${
              item.isCompletedOnTime
                ? t('profile.accomplishments.completed.onTime')
                : t('profile.accomplishments.completed.late', { date: formatShortDate(item.dueDate, locale) })
            }`}
      </Text>
    </Stack>
  );
}

type TCompletedResourcesProps = {
  items: readonly TCompletedResource[];
  /** How many there are in all (the list holds the most recent only). */
  total: number;
  locale: TLocaleCode;
};

/** Assigned resources the user completed, the latest first, with the rule that makes them so. */
export function CompletedResources({ items, total, locale }: TCompletedResourcesProps) {
  return (
    <AccomplishmentsSection
      titleKey="profile.accomplishments.completed.title"
      noteKey="profile.accomplishments.completed.rule"
      emptyKey="profile.accomplishments.completed.empty"
      items={items}
      total={total}
      itemKey={(item) => `${item.assignedAt}-${item.title}-${item.completedAt}`}
      renderItem={(item) => <CompletedResourceItem item={item} locale={locale} />}
    />
  );
}
