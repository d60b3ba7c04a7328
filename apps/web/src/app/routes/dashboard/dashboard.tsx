import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSignedInSession } from '../../auth/signed-in-session';

/** The landing page: the page title and a welcome; the modules' widgets join it as they come. */
export function DashboardRoute() {
  const { t } = useTranslation();
  const { user } = useSignedInSession();
  return (
    <Stack gap="xs">
      <Title order={1}>{t('area.dashboard')}</Title>
      <Title order={2} size="h3">
        {t('dashboard.welcome', { firstName: user.firstName })}
      </Title>
      <Text c="dimmed">{t('dashboard.intro')}</Text>
    </Stack>
  );
}
