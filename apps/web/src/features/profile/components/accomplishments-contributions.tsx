import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { TContribution, TLocaleCode } from '@portal/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatShortDate } from '../utils/activity-format';
import { AccomplishmentTitle } from './accomplishments-resource-title';
import { ASSET_TYPE_LABELS } from '../../../lib/asset-type-labels';

type TContributionsProps = {
  items: readonly TContribution[];
  /** How many there are in all (the list holds the most recent only). */
  total: number;
  locale: TLocaleCode;
};

/** The user's uploads that reviewers published to the library, the latest first. */
export function Contributions({ items, total, locale }: TContributionsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {t('profile.accomplishments.contributions.title')}
      </Title>
      {items.length === 0 ? (
        <Text>{t('profile.accomplishments.contributions.empty')}</Text>
      ) : (
        <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((item) => (
            <li key={item.userAssetId}>
              <Stack gap={4}>
                <AccomplishmentTitle title={item.title} locale={item.locale} resourceId={item.resourceId} />
                <Group gap="xs" wrap="wrap">
                  <Badge variant="light" size="sm">
                    {t(ASSET_TYPE_LABELS[item.assetTypeCode])}
                  </Badge>
                  <Text span size="sm" c="dimmed">
                    {t('profile.accomplishments.contributions.published', {
                      date: formatShortDate(item.publishedAt, locale),
                    })}
                  </Text>
                </Group>
              </Stack>
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
