import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { setUserWelcomeState } from '../api/onboarding-api';
import type { TOnboardingServices } from '../api/onboarding-api';
import { writeOnboardingSessionFlags } from '../utils/onboarding-session';

type TOnboardingWelcomeEndProps = {
  services: TOnboardingServices;
  /** After the server recorded `firstPreferenceUpdated`: the caller goes to the return URL. */
  onFinished: () => void;
};

/** /onboarding/welcome-end: finishing records the first preference choices and ends onboarding. */
export function OnboardingWelcomeEnd({ services, onFinished }: TOnboardingWelcomeEndProps) {
  const { t } = useTranslation();
  const finish = useMutation({
    mutationFn: () => setUserWelcomeState(services, true),
    onSuccess: () => {
      writeOnboardingSessionFlags({ isOnboardingComplete: true });
      onFinished();
    },
  });
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1}>{t('onboarding.welcomeEnd.title')}</Title>
      <Text>{t('onboarding.welcomeEnd.text')}</Text>
      {finish.isError ? (
        <Alert color="red" role="alert">
          {t('onboarding.welcomeEnd.saveError')}
        </Alert>
      ) : null}
      <Button onClick={() => finish.mutate()} loading={finish.isPending}>
        {t('onboarding.welcomeEnd.finish')}
      </Button>
    </Stack>
  );
}
