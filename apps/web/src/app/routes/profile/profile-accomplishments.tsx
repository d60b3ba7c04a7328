import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AccomplishmentsOverview } from '../../../features/profile/components/accomplishments-overview';
import { useTenantConfiguration } from '../../tenant-context';
import { ProfileFrame } from './profile-frame';

/** `/profile/accomplishments`: what the signed-in user achieved (`/api/userprofile/accomplishments`). */
export function ProfileAccomplishmentsRoute() {
  const { t } = useTranslation();
  const configuration = useTenantConfiguration();
  return (
    <ProfileFrame titleKey="area.profileAccomplishments">
      <Text>{t('profile.accomplishments.intro')}</Text>
      <AccomplishmentsOverview serviceUrl={configuration.authService.serviceUrl} />
    </ProfileFrame>
  );
}
