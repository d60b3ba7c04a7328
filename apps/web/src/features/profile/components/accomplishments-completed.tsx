import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { TCompletedResource, TLocaleCode } from '@portal/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatShortDate } from '../utils/activity-format';
import { AccomplishmentTitle } from './accomplishments-resource-title';
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
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {t('profile.accomplishments.completed.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('profile.accomplishments.completed.rule')}
      </Text>
      {items.length === 0 ? (
        <Text>{t('profile.accomplishments.completed.empty')}</Text>
      ) : (
        <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((item) => (
            <li key={`${item.assignedAt}-${item.title}-${item.completedAt}`}>
              <CompletedResourceItem item={item} locale={locale} />
            </li>
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
