import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { TLocaleCode, TProfileActivityItem } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { activityActionOf, assetTypesOf, formatTimeOfDay } from '../utils/activity-format';
import { ASSET_TYPE_LABELS } from '../../../lib/asset-type-labels';

function isUpload(item: TProfileActivityItem): boolean {
  return item.kind === 'UPLOAD_SUBMITTED' || item.kind === 'UPLOAD_REVIEWED';
}

/** The item's title: a link to the resource while the user can open it, plain text otherwise. */
function ActivityTitle({ item }: { item: TProfileActivityItem }) {
  const { t } = useTranslation();
  if (item.resourceId !== null) {
    return (
      <Anchor component={Link} to={`/resources/${item.resourceId}`} fw={600} lang={item.locale}>
        {item.title}
      </Anchor>
    );
  }
  return (
    <Group gap="xs" wrap="wrap">
      <Text span fw={600} lang={item.locale}>
        {item.title}
      </Text>
      {/* Uploads never reviewed into the library have no resource to open: nothing is missing. */}
      {isUpload(item) ? null : (
        <Text span size="sm" c="dimmed">
          {t('profile.activity.unavailable')}
        </Text>
      )}
    </Group>
  );
}

/** One thing the user did: what, on which resource or upload, and when. */
export function ActivityItem({ item, locale }: { item: TProfileActivityItem; locale: TLocaleCode }) {
  const { t } = useTranslation();
  const action = activityActionOf(item);
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {t(action.key, action.values ?? {})}
      </Text>
      <ActivityTitle item={item} />
      <Group gap="xs" wrap="wrap">
        {assetTypesOf(item).map((code) => (
          <Badge key={code} variant="light" size="sm">
            {t(ASSET_TYPE_LABELS[code])}
          </Badge>
        ))}
        <Text span size="sm" c="dimmed">
          <time dateTime={item.occurredAt}>{formatTimeOfDay(item.occurredAt, locale)}</time>
        </Text>
      </Group>
      {item.kind === 'UPLOAD_REVIEWED' && item.reviewComment ? (
        <Text size="sm">{t('profile.activity.reviewComment', { comment: item.reviewComment })}</Text>
      ) : null}
    </Stack>
  );
}
