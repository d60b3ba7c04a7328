import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ActivityFeed } from '../../../features/profile/components/activity-feed';
import { useTenantConfiguration } from '../../tenant-context';
import { ProfileFrame } from './profile-frame';

/** `/profile/activity`: what the signed-in user did lately (`/api/userprofile/activity`). */
export function ProfileActivityRoute() {
  const { t } = useTranslation();
  const configuration = useTenantConfiguration();
  return (
    <ProfileFrame titleKey="area.profileActivity">
      <Text>{t('profile.activity.intro')}</Text>
      <ActivityFeed serviceUrl={configuration.authService.serviceUrl} />
    </ProfileFrame>
  );
}
