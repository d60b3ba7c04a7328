import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type TAttemptSyncStateProps = {
  isOnline: boolean;
  pendingCount: number;
};

/** Whether every answer reached the server, or how many wait (offline, or on their way). */
export function AttemptSyncState({ isOnline, pendingCount }: TAttemptSyncStateProps) {
  const { t } = useTranslation();
  if (!isOnline) {
    return (
      <Badge color="red.9" variant="outline" size="lg" data-testid="attempt-sync-state">
        {t('assessment.sync.offline', { count: pendingCount })}
      </Badge>
    );
  }
  return (
    <Badge color={pendingCount > 0 ? 'blue.9' : 'teal.9'} variant="outline" size="lg" data-testid="attempt-sync-state">
      {pendingCount > 0 ? t('assessment.sync.sending', { count: pendingCount }) : t('assessment.sync.allSaved')}
    </Badge>
  );
}
