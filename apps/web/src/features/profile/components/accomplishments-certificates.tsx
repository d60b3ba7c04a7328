import { Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Nothing issues certificates yet (no learning paths or assessments): the section says so
 * instead of showing examples, and will list them once they exist.
 */
export function Certificates() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {t('profile.accomplishments.certificates.title')}
      </Title>
      <Text>{t('profile.accomplishments.certificates.none')}</Text>
    </Stack>
  );
}
