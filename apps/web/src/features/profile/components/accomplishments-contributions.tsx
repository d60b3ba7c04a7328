import { Badge, Group, Stack, Text } from '@mantine/core';
import type { TContribution, TLocaleCode } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatShortDate } from '../utils/activity-format';
import { AccomplishmentTitle } from './accomplishments-resource-title';
import { AccomplishmentsSection } from './accomplishments-section';
import { ASSET_TYPE_LABELS } from '../../../lib/asset-type-labels';

type TContributionsProps = {
  items: readonly TContribution[];
  /** How many there are in all (the list holds the most recent only). */
  total: number;
  locale: TLocaleCode;
};

function ContributionItem({ item, locale }: { item: TContribution; locale: TLocaleCode }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <AccomplishmentTitle title={item.title} locale={item.locale} resourceId={item.resourceId} />
      <Group gap="xs" wrap="wrap">
        <Badge variant="light" size="sm">
          {t(ASSET_TYPE_LABELS[item.assetTypeCode])}
        </Badge>
        <Text span size="sm" c="dimmed">
          {t('profile.accomplishments.contributions.published', { date: formatShortDate(item.publishedAt, locale) })}
        </Text>
      </Group>
    </Stack>
  );
}

/** The user's uploads that reviewers published to the library, the latest first. */
export function Contributions({ items, total, locale }: TContributionsProps) {
  return (
    <AccomplishmentsSection
      titleKey="profile.accomplishments.contributions.title"
      emptyKey="profile.accomplishments.contributions.empty"
      items={items}
      total={total}
      itemKey={(item) => String(item.userAssetId)}
      renderItem={(item) => <ContributionItem item={item} locale={locale} />}
    />
  );
}
