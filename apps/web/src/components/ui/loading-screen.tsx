import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function LoadingScreen() {
  const { t, i18n } = useTranslation();
  return (
    <Center mih="100vh">
      <Stack align="center" gap="sm" role="status">
        <Loader aria-hidden />
        {/* Until the catalogue has arrived (a few ms at start-up), the spinner alone says it. */}
        {i18n.exists('app.loading') ? <Text>{t('app.loading')}</Text> : null}
      </Stack>
    </Center>
  );
}
