import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type TOnboardingQueryStateProps<TData> = {
  query: UseQueryResult<TData>;
  children: (data: TData) => ReactNode;
};

/** Loading and error states of an onboarding page's data, with a retry. */
export function OnboardingQueryState<TData>({ query, children }: TOnboardingQueryStateProps<TData>) {
  const { t } = useTranslation();
  if (query.isError) {
    return (
      <Alert color="red" title={t('onboarding.loadError')} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('onboarding.loadErrorText')}</Text>
          <Button size="xs" variant="light" onClick={() => void query.refetch()}>
            {t('onboarding.tryAgain')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (query.data === undefined) {
    return (
      <Center py="xl" role="status">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }
  return <>{children(query.data)}</>;
}
