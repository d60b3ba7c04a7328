import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <Center mih="100vh">
      <Stack align="center" gap="sm" role="status">
        <Loader aria-hidden />
        <Text>{t('app.loading')}</Text>
      </Stack>
    </Center>
  );
}
