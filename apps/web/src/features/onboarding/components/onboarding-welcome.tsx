import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type TOnboardingWelcomeBeginProps = {
  firstName: string;
  onStart: () => void;
};

/** The first onboarding page: what the user is about to do. */
export function OnboardingWelcomeBegin({ firstName, onStart }: TOnboardingWelcomeBeginProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1}>{t('onboarding.welcomeBegin.title', { name: firstName })}</Title>
      <Text>{t('onboarding.welcomeBegin.text')}</Text>
      <Button onClick={onStart}>{t('onboarding.welcomeBegin.start')}</Button>
    </Stack>
  );
}
