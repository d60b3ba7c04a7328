import { Text } from '@mantine/core';
import type { TTeamActivity } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatMediumDate } from '../../../lib/format-date';

type TActivityTextProps = { activity: TTeamActivity; locale: string };

/** What someone did, on which day: "Completed Safety basics · Nov 20, 2026". */
export function ActivityText({ activity, locale }: TActivityTextProps) {
  const { t } = useTranslation();
  const title = activity.title || t('team.activity.itemGone');
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      {t(`team.activity.verb.${activity.verb}`, { title })}{' '}
      <Text span size="xs" c="dimmed">
        · <time dateTime={activity.at}>{formatMediumDate(activity.at, locale)}</time>
      </Text>
    </Text>
  );
}
