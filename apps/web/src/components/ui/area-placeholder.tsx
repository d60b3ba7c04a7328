import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TMessageKey } from '../../lib/i18n';

type TAreaPlaceholderProps = {
  titleKey: TMessageKey;
};

export function AreaPlaceholder({ titleKey }: TAreaPlaceholderProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" py="md">
      <Title order={1}>{t(titleKey)}</Title>
      <Text c="dimmed">{t('area.preparing')}</Text>
    </Stack>
  );
}
